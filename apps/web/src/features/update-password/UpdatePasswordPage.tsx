import { useTranslation } from 'react-i18next';
import { BackToLoginLink } from '../../components/BackToLoginLink.tsx';
import { PublicPageLayout } from '../../components/PublicPageLayout.tsx';
import { UpdatePasswordForm } from './UpdatePasswordForm.tsx';

/** Where a first login lands: the user must replace the password they were given. */
export function UpdatePasswordPage() {
  const { t } = useTranslation();
  return (
    <PublicPageLayout title={t('updatePassword.title')} subtitle={t('updatePassword.subtitle')}>
      <UpdatePasswordForm />
      <BackToLoginLink />
    </PublicPageLayout>
  );
}
