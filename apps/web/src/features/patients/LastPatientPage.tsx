import { Alert } from '@mantine/core';
import { IconHandClick } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Page } from '../../components/Page.tsx';
import { useCurrentUser } from '../session/index.ts';

/** /patient/view/last: the last patient this user opened, or why there is none (docs/requirements/screens-and-routes.md#last-patient). */
export function LastPatientPage() {
  const { t } = useTranslation();
  const { lastPatientViewId } = useCurrentUser();
  if (lastPatientViewId !== null) return <Navigate to={`/patient/${lastPatientViewId}`} replace />;
  return (
    <Page title={t('nav.patientDetails')}>
      <Alert color="blue" variant="light" icon={<IconHandClick />} data-testid="no-last-patient">
        {t('patientDetails.noLastPatient')}
      </Alert>
    </Page>
  );
}
