import { PassThrough } from 'node:stream';
import type { LiveEnd, LiveEventName } from '@vigil/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { findActor } from '../../platform/auth/sessions.ts';
import { liveEventText, type LiveHub } from './hub.ts';

/** A comment line this often keeps proxies from closing a quiet stream, and finds dead ones. */
const KEEP_ALIVE_MS = 25_000;
/** What the browser waits before reconnecting by itself (the web app keeps its own back-off). */
const RETRY_MS = 2_000;

export interface LiveStream {
  readonly body: PassThrough;
  /** Ends the stream with an `end` event saying why. */
  end(reason: LiveEnd['reason']): void;
}

/**
 * Opens the Server-Sent Events stream of one signed-in caller: `ready` at once, then the changes
 * within the caller's scope as the hub delivers them, until the client goes away or the session
 * ends. The token is kept only to look the session up again, never written anywhere.
 */
export async function openLiveStream(options: {
  readonly db: Db;
  readonly hub: LiveHub;
  readonly actor: Actor;
  readonly token: string;
  /**
   * The session behind the stream is looked up again this often (and at its idle deadline): the
   * stream ends soon after a logout, a revoked session or a disabled user, and follows a change of
   * scope (LIVE_SESSION_CHECK_SECONDS, a minute by default).
   */
  readonly sessionCheckMs: number;
  readonly onClosed: (stream: LiveStream) => void;
}): Promise<LiveStream> {
  const { db, hub, token } = options;
  let actor = options.actor;
  const body = new PassThrough();
  const writeText = (text: string) => {
    if (!body.writableEnded) body.write(text);
  };
  const write = (event: LiveEventName, data: unknown) => writeText(liveEventText(event, data));

  const unsubscribe = await hub.subscribe({
    scope: () => actor.patientScope,
    deliver: writeText,
    resync: () => write('resync', {}),
  });

  let sessionTimer: NodeJS.Timeout | undefined;
  const keepAlive = setInterval(() => {
    if (!body.writableEnded) body.write(': keep-alive\n\n');
  }, KEEP_ALIVE_MS);

  const stream: LiveStream = {
    body,
    end(reason) {
      if (body.writableEnded) return;
      write('end', { reason } satisfies LiveEnd);
      body.end();
    },
  };
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    unsubscribe();
    clearInterval(keepAlive);
    clearTimeout(sessionTimer);
    options.onClosed(stream);
  };
  body.once('close', close);
  body.once('finish', close);

  const checkSessionLater = () => {
    const untilIdle = actor.idleExpiresAt.getTime() - Date.now();
    sessionTimer = setTimeout(
      () => void checkSession(),
      Math.max(0, Math.min(options.sessionCheckMs, untilIdle)),
    );
  };
  const checkSession = async () => {
    if (closed) return;
    let found: Actor | null;
    try {
      found = await findActor(db, token);
    } catch {
      // The database is away: the session stands until it can be asked again.
      if (!closed) checkSessionLater();
      return;
    }
    if (closed) return;
    if (!found) {
      stream.end('session');
      return;
    }
    actor = { ...found, language: actor.language };
    checkSessionLater();
  };
  checkSessionLater();

  body.write(`retry: ${RETRY_MS}\n\n`);
  write('ready', {});
  return stream;
}
