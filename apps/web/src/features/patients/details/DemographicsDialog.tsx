import { DataList, Modal, Stack, Title } from '@mantine/core';
import type { RegistrationForm } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { useFlavour } from '../../../platform/useFlavour.ts';
import { formatDay } from '../../../components/dates/dateFormat.ts';
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
  const registersWithForm = useFlavour()?.registrationForm === true;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('demographics.title', { name: patient.fullName })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && (
        <Stack gap="lg" data-testid="demographics">
          <PatientRecord patient={patient} />
          {form ? (
            <RegistrationData form={form} alarmType={patient.alarmType} />
          ) : (
            // Only where families register with a form is its absence worth saying.
            registersWithForm && <EmptyState title={t('demographics.noForm')} />
          )}
        </Stack>
      )}
    </Modal>
  );
}

/**
 * What the patient's record holds, in either flavour: the age is the header's (the server's one
 * rule: from the date of birth, else the form's age plus the years since registration).
 */
function PatientRecord({ patient }: { patient: PatientDetail }) {
  const { t, i18n } = useTranslation();
  const rows: Row[] = [
    [t('demographics.dateOfBirth'), patient.dateOfBirth],
    [
      t('patientDetails.age'),
      patient.age === null ? null : t('patientDetails.years', { count: patient.age }),
      'demographics-age',
    ],
    [t('patientDetails.genderLabel'), genderLabel(patient.gender, t)],
    [t('patientDetails.language'), languageLabel(patient.language, i18n.language)],
    [t('demographics.timezone'), patient.timezone],
    [t('patientDetails.clinic'), patient.clinics.map((clinic) => clinic.clinicName).join(', ') || null],
    [t('demographics.email'), patient.email],
    [t('demographics.socialSecurityNr'), patient.socialSecurityNr],
    [t('demographics.registeredOn'), formatDay(patient.createdAt)],
  ];
  return <Section title={t('demographics.record')} rows={rows} />;
}

/** `alarmType`: the type the form's answer matched, named in the interface language; else the answer as typed. */
function RegistrationData({ form, alarmType }: { form: RegistrationForm; alarmType: string | null }) {
  const { t, i18n } = useTranslation();
  const countries = useOrganizationsAndClinics().data?.countries ?? [];
  const country = countries.find((candidate) => candidate.idcountry === form.countryId)?.name;
  const person: Row[] = [
    [t('demographics.childName'), form.childName],
    [t('demographics.parentName'), form.parentName],
    [t('demographics.ageAtRegistration'), form.age],
    [t('patientDetails.genderLabel'), genderLabel(form.gender, t)],
    [t('demographics.town'), form.town],
    [t('demographics.country'), country ?? form.countryId],
    [t('patientDetails.clinic'), form.clinicName],
  ];
  const settings: [string, string | null][] = [
    [t('patientDetails.language'), languageLabel(form.dbLanguage, i18n.language)],
    [t('demographics.alarmType'), alarmType ?? form.alarmTypeName],
    [t('demographics.appVersion'), form.appVersion],
  ];
  return (
    <>
      <Section title={t('demographics.person')} rows={person} />
      <div>
        <Title order={3} fz="sm" mb="xs">
          {t('demographics.answers')}
        </Title>
        <RegistrationAnswers form={form} />
      </div>
      <Section title={t('demographics.settings')} rows={settings} />
    </>
  );
}

/** Label, value and, where a test reads it, the value's test id. */
type Row = [string, string | number | null, string?];

function Section({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <div>
      <Title order={3} fz="sm" mb="xs">
        {title}
      </Title>
      <DataList size="sm" labelWidth={160} gap={6}>
        {rows.map(([label, value, testId]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel c="dimmed">{label}</DataList.ItemLabel>
            <DataList.ItemValue data-testid={testId}>{value ?? '–'}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
    </div>
  );
}
