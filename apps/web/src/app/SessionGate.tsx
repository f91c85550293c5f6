import { useEffect } from 'react';
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { clearAuthToken, useAuthToken } from '../api/authToken.ts';
import { useSession } from '../api/session.ts';
import { LoginPage } from '../features/login/index.ts';
import { CurrentUserProvider, storeIdleDeadline } from '../features/session/index.ts';
import { failureText } from './failureToast.ts';
import { lazyPage, PageSuspense } from './lazyPage.tsx';

import { loadPatientsFeature } from './patientsFeature.ts';

// The signed-in frame (menus, top bar, pages) is not needed to sign in, so the login page loads without it.
const loadAuthenticatedLayout = () => import('./shell/AuthenticatedLayout.tsx');
const AuthenticatedLayout = lazyPage(loadAuthenticatedLayout, 'AuthenticatedLayout');

/** Spec core §2: / is the login page until a token is stored; any other route without one goes to /. */
export function SessionGate() {
  const token = useAuthToken();
  const { pathname } = useLocation();
  if (token === null) return pathname === '/' ? <LoginPage /> : <Navigate to="/" replace />;
  return <AuthenticatedSession />;
}

function AuthenticatedSession() {
  const { t } = useTranslation();
  const session = useSession();
  const user = session.data?.user ?? null;
  const idleExpiresAt = session.data?.idleExpiresAt ?? null;

  useEffect(() => {
    // Fetch the frame's and the first page's code while the session is being checked, not after.
    void loadAuthenticatedLayout();
    void loadPatientsFeature();
  }, []);

  useEffect(() => {
    // The server's idle deadline is the truth; every fresh answer about the session replaces ours.
    if (idleExpiresAt !== null) storeIdleDeadline(idleExpiresAt);
  }, [idleExpiresAt]);

  useEffect(() => {
    // A token the server no longer knows as a user: nothing to keep.
    if (session.isSuccess && user === null) clearAuthToken();
  }, [session.isSuccess, user]);

  if (user !== null) {
    return (
      <CurrentUserProvider value={user}>
        <PageSuspense>
          <AuthenticatedLayout />
        </PageSuspense>
      </CurrentUserProvider>
    );
  }
  if (session.error) {
    return (
      <Center flex={1} p="md">
        <Stack align="center" maw={480}>
          <Alert color="red" variant="light" icon={<IconAlertCircle />}>
            {failureText(session.error)}
          </Alert>
          <Button
            variant="default"
            leftSection={<IconRefresh size={18} />}
            onClick={() => void session.refetch()}
          >
            {t('common.retry')}
          </Button>
        </Stack>
      </Center>
    );
  }
  return (
    <Center flex={1}>
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
}
