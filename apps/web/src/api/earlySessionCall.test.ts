// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_STORAGE_KEY } from '../storage/storageKeys.ts';
import { sessionOf, staffUser } from '../test/fixtures.ts';
import { serveApi } from '../test/testApi.ts';
import { ApiError } from './ApiError.ts';
import { sendEarlySessionCall, takeEarlySessionCall } from './earlySessionCall.ts';
import { prefetchSession, sessionKeys } from './session.ts';

describe('the session call of the page’s first script', () => {
  it('answers the app’s first session read: the server is asked once', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token-of-kim');
    const session = sessionOf(staffUser('ROLE_USER'), 'bedwetting');
    const calls = serveApi({ 'GET /session': { body: session } });
    sendEarlySessionCall();
    const queryClient = new QueryClient();
    prefetchSession(queryClient);
    await vi.waitFor(() => expect(queryClient.getQueryData(sessionKeys.current(true))).toEqual(session));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /session']);
    expect(takeEarlySessionCall()).toBeUndefined();
  });

  it('is read once: a later session read asks the server again', async () => {
    const calls = serveApi({ 'GET /session': { body: sessionOf(staffUser('ROLE_USER'), 'generic') } });
    sendEarlySessionCall();
    prefetchSession(new QueryClient());
    const later = new QueryClient();
    prefetchSession(later);
    await vi.waitFor(() => expect(later.getQueryData(sessionKeys.current(false))).toBeDefined());
    expect(calls).toHaveLength(2);
  });

  it('lost on the network, fails the session read as no answer from the server', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    sendEarlySessionCall();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchSession(queryClient);
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(sessionKeys.current(false))?.status).toBe('error'),
    );
    const error = queryClient.getQueryState(sessionKeys.current(false))?.error;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('NO_RESPONSE');
  });
});
