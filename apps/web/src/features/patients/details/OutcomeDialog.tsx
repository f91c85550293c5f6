import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack } from '@mantine/core';
import { OUTCOMES, type Outcome } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../platform/notify.ts';
import { useRecordOutcome } from './actionsApi.ts';
import type { PatientDialogProps } from './ChangeClinicDialog.tsx';
import { OUTCOME_KEYS } from './labels.ts';
import type { PatientDetail } from './patientDetail.ts';

/** Sets the outcome of treatment (1–5); the latest stored one is preselected (docs/requirements/patients.md#outcome-of-treatment). */
export function OutcomeDialog({ patient, opened, onClose }: PatientDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('patientMenu.outcome')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <OutcomeForm patient={patient} onDone={onClose} />}
    </Modal>
  );
}

const outcomeOf = (value: string): Outcome | null =>
  OUTCOMES.find((outcome) => String(outcome) === value) ?? null;

function OutcomeForm({ patient, onDone }: { patient: PatientDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const recordOutcome = useRecordOutcome();
  const [outcome, setOutcome] = useState<Outcome | null>(outcomeOf(String(patient.latestOutcome)));
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (outcome === null) {
      setError(t('patientMenu.outcomeMissing'));
      return;
    }
    recordOutcome.mutate(
      { id: patient.idpatient, outcome },
      {
        onSuccess: () => {
          notifySuccess(t('common.done'));
          onDone();
        },
      },
    );
  };
  return (
    <Stack gap="md">
      <Radio.Group
        label={t('patientMenu.outcomeLabel')}
        value={outcome === null ? null : String(outcome)}
        onChange={(value) => {
          setOutcome(outcomeOf(value));
          setError(null);
        }}
        error={error}
      >
        <Stack gap={8} mt="xs">
          {OUTCOMES.map((value) => (
            <Radio key={value} value={String(value)} label={`${value} · ${t(OUTCOME_KEYS[value])}`} />
          ))}
        </Stack>
      </Radio.Group>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button onClick={submit} loading={recordOutcome.isPending}>
          {t('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}
