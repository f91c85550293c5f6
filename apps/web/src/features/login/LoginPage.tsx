import { useTranslation } from 'react-i18next';
import { PublicPageLayout } from '../../components/PublicPageLayout.tsx';
import { AppDownloadLinks } from './AppDownloadLinks.tsx';
import { LoginForm } from './LoginForm.tsx';

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <PublicPageLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <LoginForm />
      <AppDownloadLinks />
    </PublicPageLayout>
  );
}
