import type { $ZodType, input, output } from 'zod/v4/core';
import type { RightsGroup } from '../roles.ts';

// Types only: a declaration carries the schemas its feature wrote (zod/mini for what the web's
// first screens read, classic zod elsewhere), and this module adds no code to any web chunk
// (docs/decisions/architecture.md).

/**
 * Who may call a route: nobody needs to be logged in ('public'), a patient's own device
 * ('device'), or staff with at least the rights group named.
 */
export type RouteAccess = 'public' | 'device' | RightsGroup;

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One route of the API under /api/v1, declared once: the server serves it (validating with these
 * schemas), the web calls it by name, and the OpenAPI document describes it.
 */
export interface RouteDeclaration {
  readonly method: RouteMethod;
  /** Below /api/v1, path parameters as `:name`, exactly as the spec writes the path. */
  readonly path: string;
  readonly access: RouteAccess;
  /** The operation's one line in the OpenAPI document. */
  readonly summary: string;
  /** What the OpenAPI document says below the summary, when one line is not enough. */
  readonly description?: string;
  readonly tags: readonly string[];
  /**
   * Called with no credential at all (a phone registering, a watch pairing): the OpenAPI document
   * lists no security for it. Other public routes read a token when there is one.
   */
  readonly anonymous?: true;
  /** Request headers the route reads (the mobile writes' Idempotency-Key). */
  readonly headers?: $ZodType;
  readonly params?: $ZodType;
  readonly query?: $ZodType;
  readonly body?: $ZodType;
  /** The success status, 200 unless said; the error answers are the same for every route. */
  readonly status?: 200 | 201 | 204;
  /** The success answer; a 204 declares `null`, which an empty answer reads as. */
  readonly answer: $ZodType;
}

/** A feature's routes by name, declared `{ … } as const satisfies RouteGroup` to keep their exact types. */
export type RouteGroup = Readonly<Record<string, RouteDeclaration>>;

type Schema<S> = S extends $ZodType ? S : never;

/** The path parameters, query and body as the server reads them (after coercion and defaults). */
export type RouteParams<R extends RouteDeclaration> = output<Schema<R['params']>>;
export type RouteQuery<R extends RouteDeclaration> = output<Schema<R['query']>>;
export type RouteBody<R extends RouteDeclaration> = output<Schema<R['body']>>;
/** The declared headers as the server reads them; unknown (any header) when none are declared. */
export type RouteHeaders<R extends RouteDeclaration> = R['headers'] extends $ZodType
  ? output<R['headers']>
  : unknown;
/** The answer as the handler gives it (what the server serializes) and as the web reads it. */
export type RouteReply<R extends RouteDeclaration> = input<R['answer']>;
export type RouteAnswer<R extends RouteDeclaration> = output<R['answer']>;

/** A call's query: any of the values the server reads (the rest take their defaults there). */
export type RouteCallQuery<R extends RouteDeclaration> = {
  readonly [K in keyof RouteQuery<R>]?: RouteQuery<R>[K];
};

/** What the web passes to call a route: only the parts the route declares. */
export type RouteInput<R extends RouteDeclaration> = (R['params'] extends $ZodType
  ? { readonly params: RouteParams<R> }
  : { readonly params?: never }) &
  (R['query'] extends $ZodType ? { readonly query?: RouteCallQuery<R> } : { readonly query?: never }) &
  (R['body'] extends $ZodType ? { readonly body: input<R['body']> } : { readonly body?: never });
