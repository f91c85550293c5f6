import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VARIABLE_PAGES, useVariablesPage } from './variablesPage.ts';

/** The variable page buttons 1–5: which ten variables the patient tables show. */
export function VariablePageButtons() {
  const { t } = useTranslation();
  const [page, choosePage] = useVariablesPage();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('genericTools.variablesPage')}
      title={t('genericTools.variablesPage')}
      data={VARIABLE_PAGES.map((number) => ({ value: String(number), label: String(number) }))}
      value={String(page)}
      onChange={(value) => choosePage(VARIABLE_PAGES.find((number) => String(number) === value) ?? 1)}
      data-testid="variable-page-buttons"
    />
  );
}
