import { failureNotice, type FailureNotice } from './failureNotice.ts';

export interface ApiFailure {
  /** The HTTP status, or NO_RESPONSE_STATUS when no answer came. */
  status: number;
  /** The API path that failed, e.g. /users/admin. */
  path: string;
  /** The server's `{ message }`, when it sent one. */
  serverMessage: string | null;
  /** The server's `{ messageId }`: which catalogue message `serverMessage` is, when it is one. */
  messageId?: string;
  /** The server's `{ retryAfter }`: on 429, the seconds to wait. */
  retryAfter?: number;
  /** The server's `{ code }`, or a code the client made up (NO_RESPONSE, HTTP_502, BAD_RESPONSE). */
  code: string;
  /** The call carried an auth token, so a refusal means a session ended. */
  hadToken: boolean;
}

/** A failed API call, with what the user should be told about it already worked out. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly path: string;
  readonly code: string;
  readonly serverMessage: string | null;
  readonly messageId: string | undefined;
  readonly retryAfter: number | undefined;
  readonly notice: FailureNotice;

  constructor(failure: ApiFailure, options?: ErrorOptions) {
    super(failure.serverMessage ?? `${failure.code} on ${failure.path}`, options);
    this.status = failure.status;
    this.path = failure.path;
    this.code = failure.code;
    this.serverMessage = failure.serverMessage;
    this.messageId = failure.messageId;
    this.retryAfter = failure.retryAfter;
    this.notice = failureNotice(failure);
  }
}

export const NO_RESPONSE_STATUS = 0;

/** docs/requirements/errors.md#client-handling: these answers mean the session is gone (or the server is), so the token goes. */
export function endsSession(status: number): boolean {
  return status === 401 || status === 403 || status > 501;
}
