import { liveChangesSchema, liveEventRoutes, type LiveChange, type LiveEventName } from '@vigil/domain';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { routePath } from '../../api/call.ts';
import { requestHeaders } from '../../api/requestHeaders.ts';
import { API_BASE_PATH } from '../../api/staffCall.ts';

/** Whether the screens follow changes as they happen. */
export type LiveState = 'connecting' | 'live' | 'offline';

export interface LiveHandlers {
  /** Changes to patients in the caller's scope. */
  changes(changes: readonly LiveChange[]): void;
  /** Changes may have been missed (a reconnect, the server's word): refetch what is shown. */
  resync(): void;
  /** The session is gone (401, or the server ended the stream for it): the app's session check takes over. */
  sessionEnded(): void;
  state(state: LiveState): void;
}

/** Pauses before reconnecting: growing to half a minute, with jitter so servers are not hit at once. */
export function reconnectDelayMs(attempt: number): number {
  const base = Math.min(30_000, 1_000 * 2 ** Math.min(attempt, 5));
  return base / 2 + Math.random() * (base / 2);
}

/**
 * Follows GET /events with fetch (EventSource cannot send the X-Auth-Token header; the token never
 * goes into a URL), reconnecting after a drop with growing pauses. After a reconnect the handler
 * is told to resync, since changes made meanwhile were not heard. Returns the stop function.
 */
export function connectLiveEvents(handlers: LiveHandlers, delayMs = reconnectDelayMs): () => void {
  const controller = new AbortController();
  let attempt = 0;
  let hadConnection = false;
  let wait: number | undefined;

  const run = async () => {
    while (!controller.signal.aborted) {
      handlers.state(hadConnection || attempt > 0 ? 'offline' : 'connecting');
      const outcome = await follow();
      if (controller.signal.aborted) return;
      if (outcome === 'session') {
        handlers.state('offline');
        handlers.sessionEnded();
        return;
      }
      handlers.state('offline');
      const pause = delayMs(attempt++);
      await new Promise<void>((resolve) => {
        wait = window.setTimeout(resolve, pause);
      });
    }
  };

  /** One connection, until it drops ('dropped') or the session is gone ('session'). */
  const follow = async (): Promise<'dropped' | 'session'> => {
    let response: Response;
    try {
      // A stream, not one answer: fetched here, at the declared route's path.
      response = await fetch(`${API_BASE_PATH}${routePath(liveEventRoutes.events)}`, {
        headers: requestHeaders(false),
        signal: controller.signal,
      });
    } catch {
      return 'dropped'; // no answer: try again after a pause
    }
    if (response.status === 401) return 'session';
    if (!response.ok || !response.body) return 'dropped';
    const events = response.body
      .pipeThrough(new TextDecoderStream())
      .pipeThrough(new EventSourceParserStream())
      .getReader();
    try {
      for (;;) {
        const { value, done } = await events.read();
        if (done) return 'dropped';
        const name = value.event as LiveEventName | undefined;
        if (name === 'ready') {
          handlers.state('live');
          if (hadConnection || attempt > 0) handlers.resync();
          hadConnection = true;
          attempt = 0;
        } else if (name === 'changes') {
          const parsed = liveChangesSchema.safeParse(JSON.parse(value.data));
          // An event this app cannot read (a newer server) is treated as "something changed".
          if (parsed.success) handlers.changes(parsed.data.changes);
          else handlers.resync();
        } else if (name === 'resync') {
          handlers.resync();
        } else if (name === 'end') {
          return value.data.includes('"session"') ? 'session' : 'dropped';
        }
      }
    } catch {
      return 'dropped'; // the connection broke mid-stream
    } finally {
      events.releaseLock();
    }
  };

  void run();
  return () => {
    controller.abort();
    window.clearTimeout(wait);
  };
}
