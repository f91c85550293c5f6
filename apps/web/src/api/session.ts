import { useQuery, type QueryClient } from '@tanstack/react-query';
import { sessionRoutes, type SessionResponse, type TotpEnrolment, type TotpSetupResult } from '@vigil/domain';
import { readAuthToken, useAuthToken } from './authToken.ts';
import { call } from './call.ts';
import { takeEarlySessionCall } from './earlySessionCall.ts';

export interface Credentials {
  username: string;
  password: string;
}

export interface PasswordUpdate {
  username: string;
  oldPassword: string;
  password: string;
}

export interface PasswordReset {
  token: string;
  password: string;
  timeZone: string;
}

export const sessionKeys = {
  all: ['session'] as const,
  /** Anonymous and logged-in sessions are different answers, so they are cached apart. */
  current: (authenticated: boolean) => [...sessionKeys.all, authenticated ? 'user' : 'anonymous'] as const,
};

export function fetchSession(signal?: AbortSignal, sent?: Promise<Response>): Promise<SessionResponse> {
  return call(sessionRoutes.session, { signal, sent });
}

export function logIn(credentials: Credentials): Promise<SessionResponse> {
  return call(sessionRoutes.logIn, { body: credentials });
}

/** POST /session/totp: the code (or a recovery code) that completes a login the password began. */
export function completeSecondFactor(challenge: string, code: string): Promise<SessionResponse> {
  return call(sessionRoutes.completeSecondFactor, { body: { challenge, code } });
}

export async function logOut(): Promise<void> {
  await call(sessionRoutes.logOut, { sessionEndExpected: true });
}

export function refreshUserActivity(): Promise<{ idleExpiresAt: string }> {
  return call(sessionRoutes.refreshActivity);
}

export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return call(sessionRoutes.forgotPassword, { body: { username: email } });
}

export async function resetPassword(reset: PasswordReset): Promise<void> {
  await call(sessionRoutes.resetPassword, { body: reset });
}

export function updatePassword(update: PasswordUpdate): Promise<SessionResponse> {
  return call(sessionRoutes.updatePassword, { body: update });
}

const SESSION_STALE_MS = 5 * 60_000;

/** The session as the server sees it; before login it still tells the flavour, profile and build. */
export function useSession() {
  const authenticated = useAuthToken() !== null;
  return useQuery({
    queryKey: sessionKeys.current(authenticated),
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: SESSION_STALE_MS,
  });
}

/**
 * Reads the session call before the app's first render, which takes a while on a slow phone:
 * useSession then finds it under way, or answered. It is the call boot.ts sent, when there is one.
 */
export function prefetchSession(queryClient: QueryClient): void {
  void queryClient.prefetchQuery({
    queryKey: sessionKeys.current(readAuthToken() !== null),
    queryFn: ({ signal }) => fetchSession(signal, takeEarlySessionCall()),
    staleTime: SESSION_STALE_MS,
  });
}

/** POST /session/totp/enrolment: the authenticator's secret for a login whose role requires one. */
export function startSecondFactorSetup(challenge: string): Promise<TotpEnrolment> {
  return call(sessionRoutes.startSecondFactorSetup, { body: { challenge } });
}

/** POST /session/totp/enrolment/confirmation: the first code turns it on and opens the session. */
export function confirmSecondFactorSetup(challenge: string, code: string): Promise<TotpSetupResult> {
  return call(sessionRoutes.confirmSecondFactorSetup, { body: { challenge, code } });
}
