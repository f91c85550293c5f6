import { randomUUID } from 'node:crypto';
import { MOBILE_MESSAGES } from '@vigil/domain';
import { request } from 'undici';

/** A refusal the phone cannot fix by trying again (400, 401, 403, 404, 422, a 409 conflict of data). */
export class MobileApiError extends Error {
  override readonly name = 'MobileApiError';
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly call: string,
  ) {
    super(`${call}: ${status} ${JSON.stringify(body)}`);
  }
}

export interface MobileClientOptions {
  /** The device credential (X-Auth-Token); none before registering or pairing. */
  token?: string | null;
  /** Sent as X-App-Version on every call. */
  appVersion?: string;
  /** How long one call keeps retrying a network failure, a 5xx or a request still in progress. */
  retryForMs?: number;
  /** Each call's own time limit. */
  timeoutMs?: number;
}

export interface MobileResponse<T> {
  readonly status: number;
  readonly body: T;
  /** The server answered from an earlier request with the same key. */
  readonly replayed: boolean;
  /** How many times the request was sent. */
  readonly attempts: number;
}

/** Answers worth the same request again, with the same key: the first may still land, or be running. */
const RETRIED_CONFLICTS: readonly string[] = [
  MOBILE_MESSAGES.idempotencyInProgress,
  MOBILE_MESSAGES.recordedMeanwhile,
];

/**
 * The phone app's HTTP client, as a careful app would be: every write has an Idempotency-Key,
 * and a write whose answer did not arrive is sent again with the same key until it does.
 */
export class MobileClient {
  token: string | null;
  readonly appVersion: string;
  private readonly retryForMs: number;
  private readonly timeoutMs: number;

  constructor(
    readonly baseUrl: string,
    options: MobileClientOptions = {},
  ) {
    this.token = options.token ?? null;
    this.appVersion = options.appVersion ?? '2.2.0';
    this.retryForMs = options.retryForMs ?? 60_000;
    this.timeoutMs = options.timeoutMs ?? 30_000;
  }

  /**
   * One call. Writes (anything but GET) carry `key`, a new one unless given; a retry reuses it.
   * Throws MobileApiError on an answer that retrying cannot change.
   */
  async call<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    key?: string,
  ): Promise<MobileResponse<T>> {
    const idempotencyKey = method === 'GET' ? undefined : (key ?? randomUUID());
    const url = new URL(`/api/v1${path}`, this.baseUrl);
    const headers: Record<string, string> = {
      'x-app-version': this.appVersion,
      'x-client-platform': 'vigil-simulator',
    };
    if (this.token) headers['x-auth-token'] = this.token;
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    if (body !== undefined) headers['content-type'] = 'application/json';

    const deadline = Date.now() + this.retryForMs;
    for (let attempt = 1; ; attempt++) {
      let failure: string;
      try {
        // undici's request, not fetch: thousands of phones in one process need half the CPU.
        const response = await request(url, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          headersTimeout: this.timeoutMs,
          bodyTimeout: this.timeoutMs,
        });
        const text = await response.body.text();
        const parsed: unknown = text === '' ? null : JSON.parse(text);
        if (response.statusCode < 300) {
          return {
            status: response.statusCode,
            body: parsed as T,
            replayed: response.headers['idempotent-replayed'] === 'true',
            attempts: attempt,
          };
        }
        if (!isWorthRetrying(response.statusCode, parsed))
          throw new MobileApiError(response.statusCode, parsed, `${method} ${path}`);
        failure = `${response.statusCode}`;
      } catch (error) {
        if (error instanceof MobileApiError) throw error;
        failure = error instanceof Error ? error.message : String(error); // no answer: the server may be down
      }
      if (Date.now() > deadline)
        throw new Error(`${method} ${path}: no answer after ${attempt} attempts (${failure})`);
      await sleep(Math.min(2_000, 50 * 2 ** Math.min(attempt, 6)) * (0.5 + Math.random()));
    }
  }
}

function isWorthRetrying(status: number, body: unknown): boolean {
  if (status >= 500 || status === 429) return true;
  if (status !== 409) return false;
  const message = typeof body === 'object' && body !== null && 'message' in body ? String(body.message) : '';
  return RETRIED_CONFLICTS.includes(message);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
