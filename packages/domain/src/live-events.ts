import { z } from 'zod/mini';
import type { RouteGroup } from './contract/route.ts';

// zod/mini: the web's signed-in frame reads the stream and follows its declared route.

/**
 * What changed about a patient, as GET /events announces it (issue "live screens"). One kind per
 * thing a screen shows; the database triggers of migration 0054 name them.
 */
export const LIVE_CHANGE_KINDS = [
  /** The patient's record: registered, approved, moved, (de)activated, edited. */
  'patient',
  /** A night entered (phone, watch or staff). */
  'night',
  /** New latest values of the named variables. */
  'values',
  /** The traffic-light status of the named variables changed. */
  'status',
  /** The patient's category membership changed (panels, the ALERTS count). */
  'categories',
  /** A message to the patient was written, delivered or read. */
  'message',
  /** The patient was marked reviewed, or an alert of theirs acknowledged (the ALERTS count). */
  'review',
  /** A new AI prediction. */
  'prediction',
] as const;
export type LiveChangeKind = (typeof LIVE_CHANGE_KINDS)[number];

export const liveChangeSchema = z.object({
  patientId: z.int().check(z.positive()),
  kind: z.enum(LIVE_CHANGE_KINDS),
  /** The variables' codes, for 'values' and 'status'. */
  variables: z.optional(z.array(z.string())),
});
export type LiveChange = z.infer<typeof liveChangeSchema>;

/** The data of a `changes` event: changes to patients in the caller's scope, in commit order. */
export const liveChangesSchema = z.object({ changes: z.array(liveChangeSchema) });
export type LiveChanges = z.infer<typeof liveChangesSchema>;

/**
 * The events of the stream: `ready` once it listens; `changes`; `resync` when changes may have
 * been missed (the server's database connection came back, or too many at once): refetch all
 * shown; `end` before the server closes it (the session ended, or the server stops).
 */
export const LIVE_EVENT_NAMES = ['ready', 'changes', 'resync', 'end'] as const;
export type LiveEventName = (typeof LIVE_EVENT_NAMES)[number];

export const liveEndSchema = z.object({ reason: z.enum(['session', 'shutdown']) });
export type LiveEnd = z.infer<typeof liveEndSchema>;

/** Most changes one `changes` event carries; more at once become a `resync`. */
export const LIVE_CHANGES_PER_EVENT = 200;

/**
 * GET /events answers text/event-stream (not JSON): the OpenAPI document describes it under that
 * media type (platform/openapi.ts moves a response schema that carries this media type).
 */
export const LIVE_EVENT_STREAM_MEDIA_TYPE = 'text/event-stream';
export const liveEventStreamSchema = z.string().check(
  z.meta({
    contentMediaType: LIVE_EVENT_STREAM_MEDIA_TYPE,
    description:
      'Events `ready`, `changes` ({ changes: [{ patientId, kind, variables? }] }), `resync` (refetch what is shown) and `end` ({ reason }), each as `event:` and a JSON `data:` line',
  }),
);

/** The live screens' stream (docs/decisions/live-screens.md). */
export const liveEventRoutes = {
  events: {
    method: 'GET',
    path: '/events',
    access: 'USER_RIGHTS',
    tags: ['live screens'],
    summary:
      'Server-Sent Events: what changed about the patients in the caller’s scope (read with fetch: the token is a header)',
    answer: liveEventStreamSchema,
  },
} as const satisfies RouteGroup;
