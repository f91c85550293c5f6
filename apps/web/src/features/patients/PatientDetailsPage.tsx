import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../components/EmptyPanel.tsx';
import { Page } from '../../components/Page.tsx';

/** /patient/{id}: the details of one patient. */
export function PatientDetailsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('nav.patientDetails')} description={t('patientDetails.description')}>
      <EmptyPanel />
    </Page>
  );
}
