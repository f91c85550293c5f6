import { onTestFinished, vi } from 'vitest';
import { API_BASE_PATH } from '../api/staffCall.ts';

/** One request the web app made, as a route sees it. */
export interface ApiCall {
  method: string;
  /** The path under /api/v1, e.g. /patients/status. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface ApiAnswer {
  status?: number;
  /** Sent as JSON; none for an empty answer. */
  body?: unknown;
  /** Sent as text/event-stream instead of a body (GET /events); it ends when the call is aborted. */
  events?: ReadableStream<Uint8Array>;
}

export type ApiRoute = ApiAnswer | ((call: ApiCall) => ApiAnswer | Promise<ApiAnswer>);

/** The answers of the test's server, by method and path: `'GET /patients/status'`. */
export type ApiRoutes = Readonly<Record<string, ApiRoute>>;

/** An answer that never comes, for what a screen shows while it waits. */
export const NEVER: ApiRoute = () => new Promise<ApiAnswer>(() => undefined);

/** The `{ message, code }` error answer of the server (platform/errors.ts). */
export function apiError(status: number, code: string, message: string): ApiAnswer {
  return { status, body: { message, code } };
}

function callOf(input: string | URL | Request, init: RequestInit | undefined): ApiCall {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://vigil.test');
  const text = typeof init?.body === 'string' ? init.body : null;
  return {
    method: init?.method ?? 'GET',
    path: url.pathname.slice(API_BASE_PATH.length),
    query: url.searchParams,
    body: text === null ? undefined : JSON.parse(text),
  };
}

function untilAborted(signal: AbortSignal | null | undefined): Promise<never> {
  return new Promise((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
  });
}

/**
 * Answers the web app's calls to /api/v1 for this test, with the shapes the server sends. A call
 * without a route gets the server's 404 and fails the test, so no request goes unnoticed.
 */
export function serveApi(routes: ApiRoutes): ApiCall[] {
  const calls: ApiCall[] = [];
  const unrouted: string[] = [];
  onTestFinished(() => {
    if (unrouted.length > 0) throw new Error(`No test route for ${unrouted.join(', ')}`);
  });
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const call = callOf(input, init);
    calls.push(call);
    const name = `${call.method} ${call.path}`;
    const route = routes[name];
    if (route === undefined) unrouted.push(name);
    const answer =
      route === undefined
        ? apiError(404, 'NOT_FOUND', `No route ${name}`)
        : typeof route === 'function'
          ? await Promise.race([route(call), untilAborted(init?.signal)])
          : route;
    if (answer.events) {
      const events = init?.signal
        ? answer.events.pipeThrough(new TransformStream<Uint8Array, Uint8Array>(), { signal: init.signal })
        : answer.events;
      return new Response(events, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    }
    const body = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(body, {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

/** The test's GET /events: every call opens a stream the test writes to, or drops. */
export interface LiveEventsServer {
  readonly route: ApiRoute;
  /** How many times the app has connected. */
  connections(): number;
  /** Sends an event on the newest connection. */
  send(event: string, data: unknown): void;
  /** Ends the newest connection as a dropped network would. */
  drop(): void;
}

export function liveEventsServer(): LiveEventsServer {
  const open: ReadableStreamDefaultController<Uint8Array>[] = [];
  const encoder = new TextEncoder();
  const newest = () => {
    const controller = open.at(-1);
    if (!controller) throw new Error('the app has not connected to GET /events');
    return controller;
  };
  return {
    route: () => ({
      events: new ReadableStream<Uint8Array>({
        start(controller) {
          open.push(controller);
        },
      }),
    }),
    connections: () => open.length,
    send(event, data) {
      newest().enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    drop() {
      newest().error(new TypeError('network error'));
    },
  };
}
