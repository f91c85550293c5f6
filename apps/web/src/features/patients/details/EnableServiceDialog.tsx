import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../platform/notify.ts';
import { useEnableService } from './actionsApi.ts';
import type { PatientDialogProps } from './ChangeClinicDialog.tsx';
import type { PatientDetail } from './patientDetail.ts';

const MAX_DAYS = 3650;

/** Enables the service for a number of days from today (only while no future expiry date is set). */
export function EnableServiceDialog({ patient, opened, onClose }: PatientDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('patientMenu.enableService')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <ServiceForm patient={patient} onDone={onClose} />}
    </Modal>
  );
}

function ServiceForm({ patient, onDone }: { patient: PatientDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const enableService = useEnableService();
  const [days, setDays] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > MAX_DAYS) {
      setError(t('patientMenu.serviceDays'));
      return;
    }
    enableService.mutate(
      { id: patient.idpatient, days },
      {
        onSuccess: ({ serviceExpiryDate }) => {
          notifySuccess(t('patientMenu.serviceEnabled', { date: serviceExpiryDate }));
          onDone();
        },
      },
    );
  };
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('patientMenu.serviceIntro')}
      </Text>
      <NumberInput
        label={t('patientMenu.numberOfDays')}
        value={days}
        onChange={(value) => {
          setDays(value);
          setError(null);
        }}
        min={1}
        max={MAX_DAYS}
        allowDecimal={false}
        allowNegative={false}
        error={error}
        data-autofocus
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button onClick={submit} loading={enableService.isPending}>
          {t('patientMenu.enable')}
        </Button>
      </Group>
    </Stack>
  );
}
