import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../components/EmptyPanel.tsx';
import { Page } from '../../components/Page.tsx';

/** Control variables: user and general limits, and which variables pages 1–5 show. */
export function ControlVariablesPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('nav.controlVariables')} description={t('controlVariables.description')}>
      <EmptyPanel />
    </Page>
  );
}
