import { Checkbox, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { HOSPITALIZATION_DIRECTIONS, HOSPITALIZATION_STATUSES } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { hospitalizationDaysSet, type HospitalizationDraft, type InputNumber } from './conditionDrafts.ts';
import { DIRECTION_KEYS, HOSPITALIZATION_STATUS_KEYS } from './labels.ts';
import { BELOW_INPUT } from './options.ts';

interface HospitalizationConditionFieldsProps {
  draft: HospitalizationDraft;
  onChange: (draft: HospitalizationDraft) => void;
}

/**
 * Hospitalization condition: a days value (0 or more). The status, the direction and 'currently
 * in hospital' appear only once days are set (docs/requirements/categories.md#hospitalization-condition).
 */
export function HospitalizationConditionFields({ draft, onChange }: HospitalizationConditionFieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <NumberInput
          label={t('categoryAdmin.fields.days')}
          description={t('categoryAdmin.hospitalizationHint')}
          inputWrapperOrder={BELOW_INPUT}
          value={draft.days}
          onChange={(days: InputNumber) => onChange({ ...draft, days })}
          allowDecimal={false}
          allowNegative={false}
          min={0}
          hideControls
        />
        {hospitalizationDaysSet(draft) && (
          <>
            <Select
              label={t('categoryAdmin.fields.hospitalizationStatus')}
              placeholder={t('categoryAdmin.placeholders.any')}
              data={HOSPITALIZATION_STATUSES.map((status) => ({
                value: status,
                label: t(HOSPITALIZATION_STATUS_KEYS[status]),
              }))}
              value={draft.status}
              onChange={(value) =>
                onChange({
                  ...draft,
                  status: HOSPITALIZATION_STATUSES.find((status) => status === value) ?? null,
                })
              }
              clearable
            />
            <Select
              label={t('categoryAdmin.fields.direction')}
              placeholder={t('categoryAdmin.placeholders.any')}
              data={HOSPITALIZATION_DIRECTIONS.map((direction) => ({
                value: direction,
                label: t(DIRECTION_KEYS[direction]),
              }))}
              value={draft.direction}
              onChange={(value) =>
                onChange({
                  ...draft,
                  direction: HOSPITALIZATION_DIRECTIONS.find((direction) => direction === value) ?? null,
                })
              }
              clearable
            />
          </>
        )}
      </SimpleGrid>
      {hospitalizationDaysSet(draft) && (
        <Checkbox
          label={t('categoryAdmin.fields.currentlyInHospital')}
          checked={draft.currentlyInHospital}
          onChange={(event) => onChange({ ...draft, currentlyInHospital: event.currentTarget.checked })}
        />
      )}
    </Stack>
  );
}
