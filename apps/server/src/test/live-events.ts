import type { AddressInfo } from 'node:net';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { liveChangesSchema, type LiveChange, type LiveEventName } from '@vigil/domain';
import type { FastifyInstance } from 'fastify';
import { authHeaders } from './factory.ts';

export interface ReceivedEvent {
  readonly event: LiveEventName;
  readonly data: unknown;
}

/** A GET /events stream read as a browser would, over real HTTP. */
export interface EventReader {
  readonly status: number;
  /** Every event so far, in order. */
  readonly received: readonly ReceivedEvent[];
  /** Every change so far, from all `changes` events. */
  changes(): LiveChange[];
  /** Reads on until an event matches (the test's own timeout bounds the wait). */
  waitFor(matches: (event: ReceivedEvent) => boolean): Promise<ReceivedEvent>;
  /** Reads on until a change matches. */
  waitForChange(matches: (change: LiveChange) => boolean): Promise<LiveChange>;
  close(): void;
}

/** The app listening on a free local port, for tests that need a real connection (streams). */
export async function listenLocally(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Opens GET /events with a token (or none) and reads its events as they arrive. */
export async function openEvents(baseUrl: string, token?: string): Promise<EventReader> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/v1/events`, {
    headers: token ? authHeaders(token) : {},
    signal: controller.signal,
  });
  const received: ReceivedEvent[] = [];
  const events = response.ok
    ? response
        .body!.pipeThrough(new TextDecoderStream())
        .pipeThrough(new EventSourceParserStream())
        .getReader()
    : undefined;
  if (!response.ok) received.push({ event: 'end', data: await response.json() });

  const readNext = async (): Promise<ReceivedEvent | undefined> => {
    if (!events) return undefined;
    const { value, done } = await events.read();
    if (done) return undefined;
    const event = { event: value.event as LiveEventName, data: JSON.parse(value.data) as unknown };
    received.push(event);
    return event;
  };
  const changesOf = (event: ReceivedEvent) =>
    event.event === 'changes' ? liveChangesSchema.parse(event.data).changes : [];

  const waitFor = async (matches: (event: ReceivedEvent) => boolean) => {
    const seen = received.find(matches);
    if (seen) return seen;
    for (;;) {
      const next = await readNext();
      if (!next) throw new Error(`the stream ended; received ${JSON.stringify(received)}`);
      if (matches(next)) return next;
    }
  };
  return {
    status: response.status,
    received,
    changes: () => received.flatMap(changesOf),
    waitFor,
    async waitForChange(matches) {
      const event = await waitFor((candidate) => changesOf(candidate).some(matches));
      return changesOf(event).find(matches)!;
    },
    close: () => controller.abort(),
  };
}
