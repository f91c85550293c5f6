import { MultiSelect, NumberInput, Select, SimpleGrid } from '@mantine/core';
import { DANGER_STATUSES, VARIABLE_RELATIONS } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { STATUS_LABEL_KEYS } from '../../../components/status/statusPresentation.ts';
import {
  withVariableRelation,
  type InputNumber,
  type RelativeDeviationDraft,
  type VariableDraft,
} from './conditionDrafts.ts';
import { RELATION_KEYS } from './labels.ts';
import { BELOW_INPUT, optionsWith, type Option } from './options.ts';

/** docs/requirements/categories.md#condition-display: the variable menu is at most 400 px high. */
const VARIABLE_MENU_MAX_HEIGHT = 400;

interface VariableSelectProps {
  variables: readonly Option[];
  value: string | null;
  onChange: (variableId: string | null) => void;
}

/** The variable of a variable condition or relative deviation; a variable the catalogue lacks shows 'error'. */
function VariableSelect({ variables, value, onChange }: VariableSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('categoryAdmin.fields.variable')}
      placeholder={t('categoryAdmin.placeholders.variable')}
      data={optionsWith(variables, value, t('categoryAdmin.lookupError'))}
      value={value}
      onChange={onChange}
      searchable
      maxDropdownHeight={VARIABLE_MENU_MAX_HEIGHT}
      nothingFoundMessage={t('common.noData')}
    />
  );
}

interface FieldsProps<D> {
  draft: D;
  onChange: (draft: D) => void;
  variables: readonly Option[];
}

/** Variable condition: a variable and a relation; DS turns the threshold into a multi-select of danger statuses. */
export function VariableConditionFields({ draft, onChange, variables }: FieldsProps<VariableDraft>) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <VariableSelect
        variables={variables}
        value={draft.variableId}
        onChange={(variableId) => onChange({ ...draft, variableId })}
      />
      <Select
        label={t('categoryAdmin.fields.relation')}
        placeholder={t('categoryAdmin.placeholders.relation')}
        data={VARIABLE_RELATIONS.map((relation) => ({ value: relation, label: t(RELATION_KEYS[relation]) }))}
        value={draft.relation}
        onChange={(value) =>
          onChange(
            withVariableRelation(draft, VARIABLE_RELATIONS.find((relation) => relation === value) ?? null),
          )
        }
      />
      {draft.relation === 'DS' ? (
        <MultiSelect
          label={t('categoryAdmin.fields.statuses')}
          placeholder={draft.statuses.length === 0 ? t('categoryAdmin.placeholders.statuses') : undefined}
          data={DANGER_STATUSES.map((status) => ({ value: status, label: t(STATUS_LABEL_KEYS[status]) }))}
          value={draft.statuses}
          onChange={(values) =>
            onChange({ ...draft, statuses: DANGER_STATUSES.filter((status) => values.includes(status)) })
          }
          comboboxProps={{ withinPortal: true }}
        />
      ) : (
        <NumberInput
          label={t('categoryAdmin.fields.threshold')}
          value={draft.threshold}
          onChange={(threshold: InputNumber) => onChange({ ...draft, threshold })}
          decimalScale={2}
          hideControls
        />
      )}
    </SimpleGrid>
  );
}

/** Relative deviation: a variable and a non-zero percent (positive a rise, negative a fall). */
export function RelativeDeviationFields({ draft, onChange, variables }: FieldsProps<RelativeDeviationDraft>) {
  const { t } = useTranslation();
  // The hint of docs/requirements/categories.md#relative-deviation turns into the field's error once a zero is typed.
  const zero = draft.threshold === 0;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <VariableSelect
        variables={variables}
        value={draft.variableId}
        onChange={(variableId) => onChange({ ...draft, variableId })}
      />
      <NumberInput
        label={t('categoryAdmin.fields.deviation')}
        description={zero ? undefined : t('categoryMessages.nonZero')}
        inputWrapperOrder={BELOW_INPUT}
        error={zero ? t('categoryMessages.nonZero') : undefined}
        value={draft.threshold}
        onChange={(threshold: InputNumber) => onChange({ ...draft, threshold })}
        decimalScale={2}
        suffix=" %"
        hideControls
      />
    </SimpleGrid>
  );
}
