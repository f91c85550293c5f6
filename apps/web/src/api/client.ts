import { apiErrorSchema } from '@vigil/domain';
import { emitApiEvent } from './apiEvents.ts';
import { ApiError, endsSession, NO_RESPONSE_STATUS } from './ApiError.ts';
import { clearAuthToken } from './authToken.ts';
import { requestHeaders } from './requestHeaders.ts';
import { recordServerDate } from './serverClock.ts';
import { API_BASE_PATH, REQUEST_TIMEOUT_MS } from './staffCall.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions<T> {
  /** Checks the answer's shape; a schema's `parse` fits here. */
  parse: (data: unknown) => T;
  body?: unknown;
  query?: URLSearchParams;
  /** Lets TanStack Query cancel a call it no longer needs. */
  signal?: AbortSignal;
  /** Logging out: a session that is already gone is what we want, not news for the user. */
  sessionEndExpected?: boolean;
  /** The same call, sent already (the session call of the page's first script): its answer is read. */
  sent?: Promise<Response>;
}

interface RawAnswer {
  status: number;
  ok: boolean;
  text: string;
}

/** Calls the Vigil API under /api/v1 and returns the checked answer, or throws an ApiError. */
export async function apiRequest<T>(method: Method, path: string, options: RequestOptions<T>): Promise<T> {
  const { parse, body, query, signal, sent } = options;
  const headers = requestHeaders(body !== undefined);
  const hadToken = headers.has('X-Auth-Token');
  const url = `${API_BASE_PATH}${path}${query ? `?${query.toString()}` : ''}`;
  const init: RequestInit = { method, headers, body: body === undefined ? undefined : JSON.stringify(body) };
  const answer = await send(sent ?? url, init, signal, { path, hadToken });
  if (!answer.ok) {
    const error = errorFrom(answer, path, hadToken);
    if (endsSession(answer.status) && hadToken) clearAuthToken();
    const { notice } = error;
    if (notice.kind === 'sessionEnded' && !options.sessionEndExpected)
      emitApiEvent({ type: 'failed', notice });
    throw error;
  }
  try {
    return parse(answer.text === '' ? undefined : JSON.parse(answer.text));
  } catch (cause) {
    const failure = { status: answer.status, path, serverMessage: null, code: 'BAD_RESPONSE', hadToken };
    throw new ApiError(failure, { cause });
  }
}

async function send(
  request: string | Promise<Response>,
  init: RequestInit,
  callerSignal: AbortSignal | undefined,
  call: { path: string; hadToken: boolean },
): Promise<RawAnswer> {
  const controller = new AbortController();
  const timeout = window.setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const abortWithCaller = () => controller.abort();
  callerSignal?.addEventListener('abort', abortWithCaller);
  try {
    const response = await (typeof request === 'string'
      ? fetch(request, { ...init, signal: controller.signal })
      : request);
    recordServerDate(response.headers.get('Date'));
    emitApiEvent({ type: 'answered' });
    return { status: response.status, ok: response.ok, text: await response.text() };
  } catch (cause) {
    if (callerSignal?.aborted) throw cause;
    // A network failure and our own timeout look the same to a user: the server did not answer.
    const error = new ApiError(
      { ...call, status: NO_RESPONSE_STATUS, serverMessage: null, code: 'NO_RESPONSE' },
      { cause },
    );
    emitApiEvent({ type: 'failed', notice: { kind: 'noResponse' } });
    throw error;
  } finally {
    window.clearTimeout(timeout);
    callerSignal?.removeEventListener('abort', abortWithCaller);
  }
}

function errorFrom(answer: RawAnswer, path: string, hadToken: boolean): ApiError {
  const parsed = apiErrorSchema.safeParse(jsonOrNull(answer.text));
  const status = answer.status;
  if (parsed.success) {
    return new ApiError({
      status,
      path,
      hadToken,
      serverMessage: parsed.data.message,
      messageId: parsed.data.messageId,
      retryAfter: parsed.data.retryAfter,
      code: parsed.data.code,
    });
  }
  return new ApiError({ status, path, hadToken, serverMessage: null, code: `HTTP_${status}` });
}

function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // A proxy's HTML error page is not JSON; the status alone then tells the user what happened.
    return null;
  }
}
