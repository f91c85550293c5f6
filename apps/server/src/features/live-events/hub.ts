import {
  LIVE_CHANGE_KINDS,
  LIVE_CHANGES_PER_EVENT,
  type LiveChange,
  type LiveChangeKind,
  type LiveEventName,
} from '@vigil/domain';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { Listening } from '../../db/notifications.ts';
import { patientsEachScopeReaches } from '../../platform/access/patient-data.ts';
import type { PatientScope } from '../../platform/access/patient-scope.ts';

/** The channel the triggers of migration 0054 notify on. */
export const PATIENT_CHANGE_CHANNEL = 'vigil_patient_change';

/**
 * How long changes are gathered before they are filtered and sent: the writes of one night (the
 * entry, then its derived values and statuses a moment later) mostly arrive together, and one
 * scope statement serves them all.
 */
const GATHER_MS = 250;

/** One connected stream, as the hub sees it. */
export interface LiveSubscriber {
  /** Read at every delivery: a session check may have changed it. */
  readonly scope: () => PatientScope;
  /**
   * The changes within the subscriber's scope, as the `changes` event's text: written once per
   * scope and batch, shared by every stream of that scope (hundreds of a clinic's nurses).
   */
  deliver(event: string): void;
  /** Changes may have been missed: the client refetches what it shows. */
  resync(): void;
}

/** One Server-Sent Event as written on the wire. */
export function liveEventText(event: LiveEventName, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

const notificationSchema = z.object({
  p: z.number().int().positive(),
  k: z.enum(LIVE_CHANGE_KINDS),
  v: z.array(z.string()).nullish(),
});

/**
 * One per server: LISTENs once on the database (the first subscriber starts it), gathers the
 * notified changes, asks the database once which of the patients each distinct scope reaches
 * (platform/access), and hands every subscriber the changes within its scope, nothing else.
 */
export class LiveHub {
  readonly #database: Database;
  readonly #log: FastifyBaseLogger;
  readonly #subscribers = new Set<LiveSubscriber>();
  #listening: Promise<Listening> | undefined;
  #gathered: LiveChange[] = [];
  #timer: NodeJS.Timeout | undefined;
  #sending: Promise<void> = Promise.resolve();

  constructor(database: Database, log: FastifyBaseLogger) {
    this.#database = database;
    this.#log = log;
  }

  get subscriberCount(): number {
    return this.#subscribers.size;
  }

  /** Adds a subscriber once the server listens (so no change committed after this is missed). */
  async subscribe(subscriber: LiveSubscriber): Promise<() => void> {
    this.#listening ??= this.#database.listen(PATIENT_CHANGE_CHANNEL, {
      notification: (payload) => this.#gather(payload),
      resumed: () => this.#resyncAll(),
    });
    try {
      await this.#listening;
    } catch (error) {
      this.#listening = undefined; // the next subscriber tries again
      throw error;
    }
    this.#subscribers.add(subscriber);
    return () => this.#subscribers.delete(subscriber);
  }

  async close(): Promise<void> {
    clearTimeout(this.#timer);
    this.#subscribers.clear();
    const listening = this.#listening;
    this.#listening = undefined;
    if (listening) await (await listening).stop();
  }

  #gather(payload: string): void {
    if (this.#subscribers.size === 0) return;
    const parsed = notificationSchema.safeParse(safeJson(payload));
    if (!parsed.success) {
      this.#log.warn({ payload: payload.slice(0, 200) }, 'unreadable patient change notification');
      return;
    }
    const { p, k, v } = parsed.data;
    this.#gathered.push({ patientId: p, kind: k, ...(v ? { variables: v } : {}) });
    this.#timer ??= setTimeout(() => {
      this.#timer = undefined;
      const changes = this.#gathered;
      this.#gathered = [];
      // One batch after the other, so a subscriber sees changes in commit order.
      this.#sending = this.#sending.then(() => this.#send(mergeChanges(changes)));
    }, GATHER_MS);
  }

  async #send(changes: readonly LiveChange[]): Promise<void> {
    const subscribers = [...this.#subscribers];
    if (subscribers.length === 0 || changes.length === 0) return;
    const scopes = new Map<string, PatientScope>();
    const keyOf = new Map<LiveSubscriber, string>();
    for (const subscriber of subscribers) {
      const scope = subscriber.scope();
      const key = JSON.stringify(scope);
      scopes.set(key, scope);
      keyOf.set(subscriber, key);
    }
    const keys = [...scopes.keys()];
    let reached: Set<number>[];
    try {
      const patientIds = [...new Set(changes.map((change) => change.patientId))];
      reached = await patientsEachScopeReaches(this.#database.db, patientIds, [...scopes.values()]);
    } catch (error) {
      // Without the scope answer nothing may be sent; the clients refetch instead.
      this.#log.error({ err: error }, 'live changes not filtered; asking clients to refetch');
      this.#resyncAll();
      return;
    }
    // Each scope's share of the batch is filtered and written out once, whatever its streams:
    // the event's text, `resync` when it is too long for one event, nothing when it is empty.
    const shareByKey = new Map<string, { text: string } | 'resync' | 'none'>();
    keys.forEach((key, index) => {
      const inScope = reached[index]!;
      const theirs = changes.filter((change) => inScope.has(change.patientId));
      shareByKey.set(
        key,
        theirs.length > LIVE_CHANGES_PER_EVENT
          ? 'resync'
          : theirs.length > 0
            ? { text: liveEventText('changes', { changes: theirs }) }
            : 'none',
      );
    });
    for (const subscriber of subscribers) {
      if (!this.#subscribers.has(subscriber)) continue;
      const share = shareByKey.get(keyOf.get(subscriber)!)!;
      if (share === 'resync') subscriber.resync();
      else if (share !== 'none') subscriber.deliver(share.text);
    }
  }

  #resyncAll(): void {
    for (const subscriber of this.#subscribers) subscriber.resync();
  }
}

/** One change per patient and kind, the variables of all its notifications together, in first-seen order. */
export function mergeChanges(changes: readonly LiveChange[]): LiveChange[] {
  const merged = new Map<string, { patientId: number; kind: LiveChangeKind; variables?: Set<string> }>();
  for (const change of changes) {
    const key = `${change.patientId}:${change.kind}`;
    const known = merged.get(key);
    if (!known) {
      merged.set(key, {
        patientId: change.patientId,
        kind: change.kind,
        ...(change.variables ? { variables: new Set(change.variables) } : {}),
      });
    } else if (change.variables) {
      known.variables ??= new Set();
      for (const variable of change.variables) known.variables.add(variable);
    }
  }
  return [...merged.values()].map(({ variables, ...change }) =>
    variables ? { ...change, variables: [...variables].sort() } : change,
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // reported as unreadable by the caller
  }
}
