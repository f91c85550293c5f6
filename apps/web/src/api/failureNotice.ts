import type { ApiFailure } from './ApiError.ts';

/** What the user is told about a failed call (docs/requirements/errors.md#client-handling), before it is put into words. */
export type FailureNotice =
  /** No answer at all: 'Error, no response from server..', once until an answer comes. */
  | { kind: 'noResponse' }
  /**
   * 401, 403 or above 501: back to login. `loggedOut` when a token had existed (the server's
   * message or 'Missing authorization, logged out..'); `serverDown` above 501.
   */
  | {
      kind: 'sessionEnded';
      loggedOut: boolean;
      serverDown: boolean;
      serverMessage: string | null;
      messageId?: string;
    }
  /** 400: the server's message or 'Input error, could not complete the request'. */
  | { kind: 'input'; serverMessage: string | null; messageId?: string }
  /** Anything else: a toast with the path and the error. */
  | { kind: 'other'; path: string; status: number; serverMessage: string | null; messageId?: string };

/** Sorts a failed call into the cases of the spec's error catalogue. */
export function failureNotice(failure: Omit<ApiFailure, 'code'>): FailureNotice {
  const { status, path, serverMessage, messageId, hadToken } = failure;
  if (status === 0) return { kind: 'noResponse' };
  const serverDown = status > 501;
  if (serverDown || ((status === 401 || status === 403) && hadToken)) {
    return { kind: 'sessionEnded', loggedOut: hadToken, serverDown, serverMessage, messageId };
  }
  if (status === 400) return { kind: 'input', serverMessage, messageId };
  return { kind: 'other', path, status, serverMessage, messageId };
}
