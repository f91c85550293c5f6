import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../components/EmptyPanel.tsx';
import { Page } from '../../components/Page.tsx';

/** The patients list (index after login); its table arrives with the patients feature. */
export function PatientsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('nav.patients')} description={t('patients.description')}>
      <EmptyPanel description={t('patients.empty')} />
    </Page>
  );
}
