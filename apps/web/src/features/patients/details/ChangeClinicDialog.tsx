import { useState } from 'react';
import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../app/notify.ts';
import { useOrganizationsAndClinics } from '../../organizations/index.ts';
import { useChangeClinic } from '../api.ts';
import type { PatientDetail } from './PatientHeader.tsx';

interface PatientDialogProps {
  patient: PatientDetail;
  opened: boolean;
  onClose: () => void;
}

/** Moves the patient to another clinic; a clinic must be chosen ('Please choose a clinic'). */
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
  const clinics = useOrganizationsAndClinics();
  const changeClinic = useChangeClinic();
  const [clinicId, setClinicId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = new Set(patient.clinics.map((clinic) => clinic.idclinic));
  const options = (clinics.data?.clinics ?? [])
    .filter((clinic) => !current.has(clinic.idclinic))
    .map((clinic) => ({ value: String(clinic.idclinic), label: clinic.clinicName }));

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
        searchable
        disabled={clinics.isPending}
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
