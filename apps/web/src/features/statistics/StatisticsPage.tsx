import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../components/EmptyPanel.tsx';
import { Page } from '../../components/Page.tsx';

/** Statistics admin (product admin): prediction quality and hospitalisations. */
export function StatisticsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('nav.statistics')} description={t('statistics.description')}>
      <EmptyPanel />
    </Page>
  );
}
