import { useState } from 'react';
import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ICD_SEARCH_MIN_LENGTH, type IcdCode } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../platform/failureToast.ts';
import { useIcdSearch } from './api.ts';
import type { DiagnosisDraft } from './conditionDrafts.ts';
import { BELOW_INPUT } from './options.ts';

/** docs/requirements/categories.md#diagnosis-condition: the diagnosis result list is at most 200 px high. */
export const ICD_LIST_MAX_HEIGHT = 200;
const SEARCH_DELAY_MS = 250;

const codeLabel = (code: IcdCode) => `${code.icdCode} ${code.diagnosisName}`;

interface DiagnosisConditionFieldsProps {
  draft: DiagnosisDraft;
  onChange: (draft: DiagnosisDraft) => void;
}

/** Diagnosis condition: a code found by the server's search, which begins after 4 typed characters. */
export function DiagnosisConditionFields({ draft, onChange }: DiagnosisConditionFieldsProps) {
  const { t } = useTranslation();
  const chosenLabel = draft.code ? codeLabel(draft.code) : '';
  const [search, setSearch] = useState(chosenLabel);
  const [debounced] = useDebouncedValue(search, SEARCH_DELAY_MS);
  // Choosing a code writes its label into the input; that text is not a new search.
  const term = debounced.trim() === chosenLabel ? '' : debounced.trim();
  const searching = term.length >= ICD_SEARCH_MIN_LENGTH;
  const results = useIcdSearch(searching ? term : '');
  const found = searching ? (results.data ?? []) : [];
  const codes = draft.code
    ? [draft.code, ...found.filter((code) => code.icdCode !== draft.code?.icdCode)]
    : found;

  const nothingFound = !searching
    ? t('categoryAdmin.icd.typeMore', { min: ICD_SEARCH_MIN_LENGTH })
    : results.isFetching
      ? t('app.loading')
      : t('categoryAdmin.icd.none');
  return (
    <Select
      label={t('categoryAdmin.fields.diagnosis')}
      placeholder={t('categoryAdmin.icd.placeholder')}
      description={t('categoryAdmin.icd.typeMore', { min: ICD_SEARCH_MIN_LENGTH })}
      inputWrapperOrder={BELOW_INPUT}
      data={codes.map((code) => ({ value: code.icdCode, label: codeLabel(code) }))}
      value={draft.code?.icdCode ?? null}
      onChange={(value) => onChange({ ...draft, code: codes.find((code) => code.icdCode === value) ?? null })}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has searched already, by code and by words of the description.
      filter={({ options }) => options}
      maxDropdownHeight={ICD_LIST_MAX_HEIGHT}
      nothingFoundMessage={nothingFound}
      rightSection={results.isFetching && searching ? <Loader size="xs" /> : undefined}
      error={results.error ? failureText(results.error) : undefined}
      data-testid="icd-search"
    />
  );
}
