import { ColorSwatch, NumberInput, Select, SimpleGrid } from '@mantine/core';
import { LIMIT_GENDERS, LIMIT_LEVELS, type LimitGender, type LimitLevel } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { LIMIT_LEVEL_KEYS } from '../../components/status/limitLevelKeys.ts';
import type { TranslationKey } from '../../i18n/translationKey.ts';
import type { InputNumber, LimitFormValues } from './limitFormValues.ts';

/** Each level next to the colour its band shows in the status icons. */
const LEVEL_COLOURS: Record<LimitLevel, string> = {
  alertLow: 'var(--mantine-color-red-8)',
  abnormalLow: 'var(--mantine-color-orange-5)',
  lowerLimitNormal: 'var(--mantine-color-green-7)',
  upperLimitNormal: 'var(--mantine-color-green-7)',
  abnormalHigh: 'var(--mantine-color-orange-5)',
  alertHigh: 'var(--mantine-color-red-8)',
};

const GENDER_KEYS = {
  ALL: 'limits.genders.all',
  WOMEN: 'limits.genders.women',
  MEN: 'limits.genders.men',
} as const satisfies Record<LimitGender, TranslationKey>;

interface FieldsProps {
  values: LimitFormValues;
  onChange: (change: Partial<LimitFormValues>) => void;
  disabled: boolean;
}

/** The six limit levels, low to high, in the order they must not decrease. */
export function LimitLevelFields({ values, onChange, disabled }: FieldsProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
      {LIMIT_LEVELS.map((level) => (
        <NumberInput
          key={level}
          label={t(LIMIT_LEVEL_KEYS[level])}
          value={values[level]}
          onChange={(value: InputNumber) => onChange({ [level]: value })}
          leftSection={<ColorSwatch color={LEVEL_COLOURS[level]} size={10} withShadow={false} />}
          leftSectionWidth={28}
          decimalScale={2}
          disabled={disabled}
          hideControls
          data-testid={`limit-${level}`}
        />
      ))}
    </SimpleGrid>
  );
}

interface ScopeFieldsProps extends FieldsProps {
  variables: readonly { value: string; label: string }[];
  /** The variable is fixed once a limit exists; only a new one chooses it. */
  variableFixed: boolean;
}

/** A general limit's variable, gender and ages (ageLower ≤ age < ageUpper, whole years). */
export function LimitScopeFields({ values, onChange, disabled, variables, variableFixed }: ScopeFieldsProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      <Select
        label={t('limits.variable')}
        placeholder={t('limits.chooseVariable')}
        data={variables}
        value={values.variableId}
        onChange={(variableId) => onChange({ variableId })}
        disabled={disabled || variableFixed}
        searchable
        style={{ gridColumn: 'span 2' }}
        data-testid="limit-variable"
      />
      <Select
        label={t('limits.gender')}
        data={LIMIT_GENDERS.map((gender) => ({ value: gender, label: t(GENDER_KEYS[gender]) }))}
        value={values.gender}
        onChange={(gender) => onChange({ gender: LIMIT_GENDERS.find((item) => item === gender) ?? null })}
        disabled={disabled}
        data-testid="limit-gender"
      />
      <SimpleGrid cols={2} spacing={6}>
        <NumberInput
          label={t('limits.ageLower')}
          value={values.ageLower}
          onChange={(ageLower: InputNumber) => onChange({ ageLower })}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          disabled={disabled}
        />
        <NumberInput
          label={t('limits.ageUpper')}
          value={values.ageUpper}
          onChange={(ageUpper: InputNumber) => onChange({ ageUpper })}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          disabled={disabled}
        />
      </SimpleGrid>
    </SimpleGrid>
  );
}

export { GENDER_KEYS };
