import type { RouteAnswer, RouteDeclaration, RouteInput } from '@vigil/domain';
import { parse } from 'zod/mini';
import { apiRequest } from './client.ts';

interface CallOptions {
  /** Lets TanStack Query cancel a call it no longer needs. */
  readonly signal?: AbortSignal;
  /** Logging out: a session that is already gone is what we want, not news for the user. */
  readonly sessionEndExpected?: boolean;
  /** The same call, sent already (the session call of the page's first script): its answer is read. */
  readonly sent?: Promise<Response>;
}

/** What any call may carry, whatever its route. */
interface CallParts extends CallOptions {
  readonly params?: unknown;
  readonly query?: unknown;
  readonly body?: unknown;
}

type CallArguments<R extends RouteDeclaration> =
  object extends RouteInput<R> ? [input?: RouteInput<R> & CallOptions] : [input: RouteInput<R> & CallOptions];

const entriesOf = (values: unknown): [string, unknown][] =>
  typeof values === 'object' && values !== null ? Object.entries(values) : [];

/** A path or query value as text: the declarations' parameters are texts, numbers and flags. */
const textOf = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : null;

/** The path of a call: each `:name` replaced by its value, encoded (`/patients/:id` → `/patients/12`). */
export function routePath(route: RouteDeclaration, params?: unknown): string {
  const values = new Map(entriesOf(params));
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = textOf(values.get(name));
    if (value === null) throw new Error(`${route.path} needs the parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/** The query of a call: absent values left out, a list as the same name repeated. */
export function routeQuery(query?: unknown): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of entriesOf(query)) {
    const items: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of items) {
      const text = textOf(item);
      if (text !== null) search.append(name, text);
    }
  }
  return search;
}

/**
 * Calls a declared route (packages/domain/src/contract/route.ts): the path is built from its
 * declaration and the answer checked with its schema, so a call cannot name a route the server
 * does not serve or read an answer of another shape.
 */
export function call<R extends RouteDeclaration>(
  route: R,
  ...[input]: CallArguments<R>
): Promise<RouteAnswer<R>> {
  const { params, query, body, ...options }: CallParts = input ?? {};
  const search = routeQuery(query);
  return apiRequest(route.method, routePath(route, params), {
    // A 204 has no body: it reads as the null its declaration gives.
    parse: (data) => parse<R['answer']>(route.answer, data ?? null),
    body,
    query: search.toString() === '' ? undefined : search,
    ...options,
  });
}
