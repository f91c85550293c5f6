import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../components/EmptyPanel.tsx';
import { Page } from '../../components/Page.tsx';

/** The category panels: patients grouped by rule-based and personal categories. */
export function CategoriesPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('nav.categories')} description={t('categories.description')}>
      <EmptyPanel />
    </Page>
  );
}
