import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../components/EmptyPanel.tsx';
import { Page } from '../../components/Page.tsx';

/** Control categories: the rule-based categories and their conditions. */
export function ControlCategoriesPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('nav.controlCategories')} description={t('controlCategories.description')}>
      <EmptyPanel />
    </Page>
  );
}
