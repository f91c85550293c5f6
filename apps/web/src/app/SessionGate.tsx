import { useDeferredValue, useEffect, useRef } from 'react';
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { clearAuthToken, useAuthToken } from '../api/authToken.ts';
import { useSession } from '../api/session.ts';
import { LoginPage } from '../features/login/index.ts';
import { CurrentUserProvider, storeIdleDeadline } from '../features/session/index.ts';
import { applyProfileLanguage } from '../i18n/i18n.ts';
import { failureText } from '../platform/failureToast.ts';
import { lazyPage, PageSuspense } from './lazyPage.tsx';

import { loadPatientsFeature } from './patientsFeature.ts';
import { loadAuthenticatedLayout, preloadSignedInCode } from './signedInCode.ts';

const AuthenticatedLayout = lazyPage(loadAuthenticatedLayout, 'AuthenticatedLayout');

/** docs/requirements/screens-and-routes.md#routes: / is the login page until a token is stored; any other route without one goes to /. */
export function SessionGate() {
  const token = useAuthToken();
  const { pathname } = useLocation();
  if (token === null) return pathname === '/' ? <LoginPage /> : <Navigate to="/" replace />;
  return <AuthenticatedSession />;
}

// With a token, / shows the list (router.tsx).
const LIST_PATHS: readonly string[] = ['/', '/patients'];

function AuthenticatedSession() {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const user = session.data?.user ?? null;
  // The frame and its first page are drawn in a render React can pause, not in the one that
  // answers the session: on a slow phone that render is long, and taps must not wait for it.
  const shownUser = useDeferredValue(user);
  const customer = session.data?.customerName;
  const idleExpiresAt = session.data?.idleExpiresAt ?? null;
  const listAsked = useRef(false);

  useEffect(() => {
    // While the session is being checked, not after (at startup boot.ts has asked already).
    preloadSignedInCode();
  }, []);

  useEffect(() => {
    // The list, where most sessions start, is asked for once the session is known, not once the
    // frame and the page are drawn (a while on a slow computer).
    if (user === null || customer === undefined || listAsked.current || !LIST_PATHS.includes(pathname))
      return;
    listAsked.current = true;
    void loadPatientsFeature().then((feature) =>
      feature.prefetchListPage(queryClient, customer, search, !user.onlyActivePatients),
    );
  }, [user, customer, pathname, search, queryClient]);

  const iduser = user?.iduser;
  const profileLanguage = user?.language;
  useEffect(() => {
    // Signed in, the profile's language is the interface language (a menu pick holds until it changes).
    if (iduser !== undefined && profileLanguage !== undefined)
      void applyProfileLanguage(iduser, profileLanguage);
  }, [iduser, profileLanguage]);

  useEffect(() => {
    // The server's idle deadline is the truth; every fresh answer about the session replaces ours.
    if (idleExpiresAt !== null) storeIdleDeadline(idleExpiresAt);
  }, [idleExpiresAt]);

  useEffect(() => {
    // A token the server no longer knows as a user: nothing to keep.
    if (session.isSuccess && user === null) clearAuthToken();
  }, [session.isSuccess, user]);

  if (shownUser !== null) {
    return (
      <CurrentUserProvider value={shownUser}>
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
