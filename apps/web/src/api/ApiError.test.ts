import { describe, expect, it } from 'vitest';
import { endsSession } from './ApiError.ts';
import { failureNotice } from './failureNotice.ts';

describe('session-ending answers', () => {
  it('401, 403 and statuses above 501 end the session', () => {
    expect([401, 403, 502, 503].map(endsSession)).toEqual([true, true, true, true]);
  });

  it('input errors, not-found and plain server errors keep it', () => {
    expect([400, 404, 409, 500, 501].map(endsSession)).toEqual([false, false, false, false, false]);
  });
});

describe('what the user is told about a failed call', () => {
  const call = { path: '/users', serverMessage: null, hadToken: true };

  it('no answer at all is the no-response case', () => {
    expect(failureNotice({ ...call, status: 0 })).toEqual({ kind: 'noResponse' });
  });

  it('a refused token logs the user out with the server message', () => {
    expect(failureNotice({ ...call, status: 401, serverMessage: 'Session expired' })).toEqual({
      kind: 'sessionEnded',
      loggedOut: true,
      serverDown: false,
      serverMessage: 'Session expired',
    });
    expect(failureNotice({ ...call, status: 403 })).toMatchObject({ kind: 'sessionEnded', loggedOut: true });
  });

  it('a server that is down also says so, with or without a token', () => {
    expect(failureNotice({ ...call, status: 503 })).toMatchObject({ loggedOut: true, serverDown: true });
    expect(failureNotice({ ...call, status: 502, hadToken: false })).toMatchObject({
      kind: 'sessionEnded',
      loggedOut: false,
      serverDown: true,
    });
  });

  it('a 401 without a token is the answer to a login, not a logout', () => {
    expect(failureNotice({ ...call, status: 401, hadToken: false })).toMatchObject({ kind: 'other' });
  });

  it('400 is an input error carrying the server message', () => {
    expect(failureNotice({ ...call, status: 400, serverMessage: 'Please choose a clinic' })).toEqual({
      kind: 'input',
      serverMessage: 'Please choose a clinic',
    });
  });

  it('other failures name the path and status', () => {
    expect(failureNotice({ ...call, status: 500, serverMessage: 'An error occurred' })).toEqual({
      kind: 'other',
      path: '/users',
      status: 500,
      serverMessage: 'An error occurred',
    });
    expect(failureNotice({ ...call, status: 501 })).toMatchObject({ kind: 'other', status: 501 });
  });
});
