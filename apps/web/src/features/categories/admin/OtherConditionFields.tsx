import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  OTHER_RELATIONS,
  OTHER_VARIABLE_VALUE_TYPES,
  OTHER_VARIABLES,
  type OtherVariableOption,
} from '@vigil/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { relationIsForced, withOtherVariable, type OtherDraft } from './conditionDrafts.ts';
import { genderKey, OTHER_VARIABLE_KEYS, RELATION_KEYS } from './labels.ts';
import { BELOW_INPUT, optionsWith, type Option } from './options.ts';
import { DayInput } from '../../../components/dates/DayInput.tsx';

interface OtherConditionFieldsProps {
  draft: OtherDraft;
  onChange: (draft: OtherDraft) => void;
  /** GET /othervariables: operators and choices of each variable name. */
  otherVariables: readonly OtherVariableOption[];
}

/** The choices of a gender, clinic, alarm type or physician; genders in the reader's language. */
function choicesOf(option: OtherVariableOption | undefined, t: TFunction): Option[] {
  return (option?.values ?? []).map(({ value, label }) => {
    const key = option?.valueType === 'gender' ? genderKey(value) : undefined;
    return { value, label: key ? t(key) : label };
  });
}

/**
 * Other condition: a variable name, a relation and a value. Gender, clinic, alarm type and primary
 * physician force EQ (docs/requirements/categories.md#other-condition) and offer their values to choose from.
 */
export function OtherConditionFields({ draft, onChange, otherVariables }: OtherConditionFieldsProps) {
  const { t } = useTranslation();
  const option = otherVariables.find((item) => item.otherVariable === draft.otherVariable);
  const forced = relationIsForced(draft);
  const relations = option?.relations ?? OTHER_RELATIONS;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <Select
        label={t('categoryAdmin.fields.otherVariable')}
        placeholder={t('categoryAdmin.placeholders.otherVariable')}
        data={OTHER_VARIABLES.map((name) => ({ value: name, label: t(OTHER_VARIABLE_KEYS[name]) }))}
        value={draft.otherVariable}
        onChange={(value) =>
          onChange(withOtherVariable(draft, OTHER_VARIABLES.find((name) => name === value) ?? null))
        }
      />
      <Select
        label={t('categoryAdmin.fields.relation')}
        placeholder={t('categoryAdmin.placeholders.relation')}
        description={forced ? t('categoryAdmin.forcedEq') : undefined}
        inputWrapperOrder={BELOW_INPUT}
        data={relations.map((relation) => ({ value: relation, label: t(RELATION_KEYS[relation]) }))}
        value={draft.relation}
        onChange={(value) =>
          onChange({ ...draft, relation: OTHER_RELATIONS.find((relation) => relation === value) ?? null })
        }
        disabled={forced}
      />
      <OtherValueInput draft={draft} onChange={onChange} choices={choicesOf(option, t)} />
    </SimpleGrid>
  );
}

interface OtherValueInputProps {
  draft: OtherDraft;
  onChange: (draft: OtherDraft) => void;
  choices: readonly Option[];
}

/** The value input that fits the chosen variable: a date, a number of days, or one of its choices. */
function OtherValueInput({ draft, onChange, choices }: OtherValueInputProps) {
  const { t } = useTranslation();
  const label = t('categoryAdmin.fields.value');
  const setValue = (value: string) => onChange({ ...draft, value });
  if (draft.otherVariable === null) {
    return (
      <TextInput label={label} placeholder={t('categoryAdmin.placeholders.otherVariableFirst')} disabled />
    );
  }
  switch (OTHER_VARIABLE_VALUE_TYPES[draft.otherVariable]) {
    case 'date':
      return <DayInput label={label} value={draft.value} onChange={(day) => setValue(day ?? '')} />;
    case 'days':
      return (
        <NumberInput
          label={t('categoryAdmin.fields.days')}
          value={draft.value}
          onChange={(value) => setValue(String(value))}
          allowDecimal={false}
          allowNegative={false}
          min={0}
          hideControls
        />
      );
    case 'gender':
    case 'clinic':
    case 'alarmType':
    case 'physician':
      return (
        <Select
          label={label}
          placeholder={t('categoryAdmin.placeholders.value')}
          data={optionsWith(choices, draft.value, t('categoryAdmin.lookupError'))}
          value={draft.value === '' ? null : draft.value}
          onChange={(value) => setValue(value ?? '')}
          searchable
          nothingFoundMessage={t('common.noData')}
        />
      );
  }
}
