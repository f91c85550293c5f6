import { Alert, Center, Loader, Stack } from '@mantine/core';
import { IconAlertCircle, IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../api/ApiError.ts';
import { failureText } from '../../../platform/failureToast.ts';
import { Page } from '../../../components/Page.tsx';
import { PatientAiPanel } from '../../ai/index.ts';
import { SuggestedCategories } from '../../categories/index.ts';
import { usePatientDetails } from './detailsApi.ts';
import { PatientHeader } from './PatientHeader.tsx';
import { PatientTabs } from './PatientTabs.tsx';
import { useRememberLastPatient } from './useRememberLastPatient.ts';

/** /patient/{id}: one patient's header, settings menu and tabs (docs/requirements/screens-and-routes.md#patient-details). */
export function PatientDetailsPage() {
  const { id } = useParams();
  const patientId = Number(id);
  if (!Number.isInteger(patientId) || patientId <= 0) return <NoSuchPatient />;
  return <PatientDetails key={patientId} patientId={patientId} />;
}

function PatientDetails({ patientId }: { patientId: number }) {
  const { t } = useTranslation();
  const details = usePatientDetails(patientId);
  useRememberLastPatient(details.data?.patient.idpatient);

  if (details.error instanceof ApiError && details.error.status === 404) return <NoSuchPatient />;
  if (details.error) {
    return (
      <Page title={t('nav.patientDetails')}>
        <Alert color="red" variant="light" icon={<IconAlertCircle />}>
          {failureText(details.error)}
        </Alert>
      </Page>
    );
  }
  if (!details.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  const { patient, form } = details.data;
  return (
    <Stack gap="md" data-testid="patient-details">
      <PatientHeader patient={patient} form={form} />
      <PatientAiPanel patient={patient} suggestions={<SuggestedCategories patientId={patient.idpatient} />} />
      <PatientTabs patient={patient} />
    </Stack>
  );
}

function NoSuchPatient() {
  const { t } = useTranslation();
  return (
    <Page title={t('nav.patientDetails')}>
      <Alert color="orange" variant="light" icon={<IconUserQuestion />} data-testid="no-such-patient">
        {t('patientDetails.notFound')}
      </Alert>
    </Page>
  );
}
