import { useState } from 'react';
import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../platform/notify.ts';
import { useChangeClinic } from './actionsApi.ts';
import { useClinicChoices } from './detailsApi.ts';
import type { PatientDetail } from './patientDetail.ts';

interface PatientDialogProps {
  patient: PatientDetail;
  opened: boolean;
  onClose: () => void;
}

/**
 * Moves the patient to another clinic whose patients the user sees; a clinic must be chosen
 * ('Please choose a clinic').
 */
export function ChangeClinicDialog({ patient, opened, onClose }: PatientDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('patientMenu.changeClinic')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <ClinicForm patient={patient} onDone={onClose} />}
    </Modal>
  );
}

function ClinicForm({ patient, onDone }: { patient: PatientDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const clinics = useClinicChoices(patient.idpatient);
  const changeClinic = useChangeClinic();
  const [clinicId, setClinicId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const options = (clinics.data ?? []).map((clinic) => ({
    value: String(clinic.idclinic),
    label: clinic.clinicName,
  }));
  const noChoice = clinics.isSuccess && options.length === 0;

  const submit = () => {
    if (clinicId === null) {
      setError(t('patientMenu.chooseClinic'));
      return;
    }
    changeClinic.mutate(
      { id: patient.idpatient, clinicId: Number(clinicId) },
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
      <Select
        label={t('patientMenu.newClinic')}
        placeholder={t('patientMenu.chooseClinic')}
        data={options}
        value={clinicId}
        onChange={(value) => {
          setClinicId(value);
          setError(null);
        }}
        error={error}
        description={noChoice ? t('patientMenu.noClinicChoices') : undefined}
        searchable
        disabled={clinics.isPending || noChoice}
        comboboxProps={{ withinPortal: true }}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button onClick={submit} loading={changeClinic.isPending}>
          {t('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}

export type { PatientDialogProps };
