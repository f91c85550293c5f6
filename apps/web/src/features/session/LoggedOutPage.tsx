import { Alert, Button } from '@mantine/core';
import { IconLogin, IconMoonStars } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicPageLayout } from '../../components/PublicPageLayout.tsx';

/** Where an inactive session ends (docs/requirements/session.md#inactivity): the reason, and the way back in. */
export function LoggedOutPage() {
  const { t } = useTranslation();
  return (
    <PublicPageLayout title={t('loggedOut.title')}>
      <Alert color="orange" variant="light" icon={<IconMoonStars />} data-testid="logged-out-message">
        {t('loggedOut.inactive')}
      </Alert>
      <Button component={Link} to="/" replace size="md" leftSection={<IconLogin size={18} />}>
        {t('loggedOut.toLogin')}
      </Button>
    </PublicPageLayout>
  );
}
