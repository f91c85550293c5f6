import { Avatar, Badge, Button, Group, Paper, Text, Title } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { IconChecks, IconId, IconNotes, IconPrinter } from '@tabler/icons-react';
import type { RegistrationForm } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifySuccess } from '../../../platform/notify.ts';
import { MedicalNoteDialog } from '../../medical-note/index.ts';
import { useMarkReviewed } from '../api.ts';
import { NewDataBadge, reviewText } from '../review/index.ts';
import { DemographicsDialog } from './DemographicsDialog.tsx';
import { genderLabel, languageLabel } from './labels.ts';
import classes from './PatientHeader.module.css';
import type { PatientDetail } from './patientDetail.ts';
import { PatientSettingsMenu } from './PatientSettingsMenu.tsx';

interface PatientHeaderProps {
  patient: PatientDetail;
  form: RegistrationForm | null;
}

const initials = (patient: PatientDetail) =>
  `${patient.firstName.slice(0, 1)}${patient.lastName.slice(0, 1)}`.toUpperCase();

/**
 * docs/requirements/screens-and-routes.md#patient-details: child name, age, gender, clinic, language, the note button and the settings menu;
 * with the care team's review mark and its button.
 */
export function PatientHeader({ patient, form }: PatientHeaderProps) {
  const { t, i18n } = useTranslation();
  useDocumentTitle(`${patient.fullName} · Vigil`);
  const [noteOpened, note] = useDisclosure(false);
  const [demographicsOpened, demographics] = useDisclosure(false);
  const facts: [string, string, string?][] = [
    [
      t('patientDetails.age'),
      patient.age === null ? '–' : t('patientDetails.years', { count: patient.age }),
      'patient-age',
    ],
    [t('patientDetails.genderLabel'), genderLabel(patient.gender, t)],
    [t('patientDetails.clinic'), patient.clinics.map((clinic) => clinic.clinicName).join(', ') || '–'],
    [t('patientDetails.language'), languageLabel(patient.language, i18n.language)],
    [t('review.column'), reviewText(patient, t), 'patient-reviewed'],
  ];
  const markReviewed = useMarkReviewed();

  return (
    <Paper withBorder radius="md" p="md" data-testid="patient-header">
      <div className={classes.header}>
        <div className={classes.identity}>
          <Avatar radius="xl" size={46} aria-hidden>
            {initials(patient)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Group gap="xs" align="center">
              <Title order={1} fz={22}>
                {patient.fullName}
              </Title>
              {patient.inactive && (
                <Badge variant="outline" color="gray">
                  {t('patients.inactive')}
                </Badge>
              )}
              <NewDataBadge patient={patient} />
            </Group>
            <div className={classes.facts}>
              {facts.map(([label, value, testId]) => (
                <Text key={label} size="sm">
                  <Text span c="dimmed" size="sm">
                    {label}
                  </Text>{' '}
                  <Text span fw={500} size="sm" data-testid={testId}>
                    {value}
                  </Text>
                </Text>
              ))}
            </div>
          </div>
        </div>
        <div className={classes.actions} data-no-print>
          <Button
            variant="default"
            leftSection={<IconChecks size={18} />}
            onClick={() =>
              markReviewed.mutate(patient.idpatient, { onSuccess: () => notifySuccess(t('review.marked')) })
            }
            loading={markReviewed.isPending}
            data-testid="mark-reviewed-button"
          >
            {t('review.mark')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconNotes size={18} />}
            onClick={note.open}
            // A long label in some languages: it wraps on a phone rather than being cut.
            styles={{
              root: { height: 'auto', minHeight: 36, maxWidth: '100%' },
              label: { whiteSpace: 'normal' },
            }}
          >
            {t('medicalNote.open')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconId size={18} />}
            onClick={demographics.open}
            data-testid="demographics-button"
          >
            {t('demographics.open')}
          </Button>
          <Button
            component={Link}
            to={`/patient/${patient.idpatient}/summary`}
            variant="default"
            leftSection={<IconPrinter size={18} />}
            data-testid="summary-button"
          >
            {t('summary.open')}
          </Button>
          <PatientSettingsMenu patient={patient} />
        </div>
      </div>
      <MedicalNoteDialog patientId={patient.idpatient} opened={noteOpened} onClose={note.close} />
      <DemographicsDialog
        patient={patient}
        form={form}
        opened={demographicsOpened}
        onClose={demographics.close}
      />
    </Paper>
  );
}
