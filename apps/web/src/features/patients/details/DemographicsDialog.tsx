import { DataList, Modal, Stack, Title } from '@mantine/core';
import type { RegistrationForm } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useOrganizationsAndClinics } from '../../organizations/index.ts';
import { genderLabel, languageLabel } from './labels.ts';
import type { PatientDetail } from './patientDetail.ts';
import { RegistrationAnswers } from './RegistrationAnswers.tsx';

interface DemographicsDialogProps {
  patient: PatientDetail;
  form: RegistrationForm | null;
  opened: boolean;
  onClose: () => void;
}

/** The registration form the family filled in on the phone: parent and child, answers, settings. */
export function DemographicsDialog({ patient, form, opened, onClose }: DemographicsDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('demographics.title', { name: patient.fullName })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened &&
        (form ? (
          <RegistrationData form={form} alarmType={patient.alarmType} />
        ) : (
          <EmptyState title={t('demographics.noForm')} />
        ))}
    </Modal>
  );
}

/** `alarmType`: the type the form's answer matched, named in the interface language; else the answer as typed. */
function RegistrationData({ form, alarmType }: { form: RegistrationForm; alarmType: string | null }) {
  const { t, i18n } = useTranslation();
  const countries = useOrganizationsAndClinics().data?.countries ?? [];
  const country = countries.find((candidate) => candidate.idcountry === form.countryId)?.name;
  const person: [string, string | number | null][] = [
    [t('demographics.childName'), form.childName],
    [t('demographics.parentName'), form.parentName],
    [t('patientDetails.age'), form.age],
    [t('patientDetails.genderLabel'), genderLabel(form.gender, t)],
    [t('demographics.town'), form.town],
    [t('demographics.country'), country ?? form.countryId],
    [t('patientDetails.clinic'), form.clinicName],
  ];
  const settings: [string, string | null][] = [
    [t('patientDetails.language'), languageLabel(form.dbLanguage, i18n.language)],
    [t('demographics.timezone'), form.timezone],
    [t('demographics.alarmType'), alarmType ?? form.alarmTypeName],
    [t('demographics.appVersion'), form.appVersion],
  ];
  return (
    <Stack gap="lg" data-testid="demographics">
      <Section title={t('demographics.person')} rows={person} />
      <div>
        <Title order={3} fz="sm" mb="xs">
          {t('demographics.answers')}
        </Title>
        <RegistrationAnswers form={form} />
      </div>
      <Section title={t('demographics.settings')} rows={settings} />
    </Stack>
  );
}

function Section({ title, rows }: { title: string; rows: [string, string | number | null][] }) {
  return (
    <div>
      <Title order={3} fz="sm" mb="xs">
        {title}
      </Title>
      <DataList size="sm" labelWidth={160} gap={6}>
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel c="dimmed">{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value ?? '–'}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
    </div>
  );
}
