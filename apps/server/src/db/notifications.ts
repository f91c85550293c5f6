import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from './database.ts';
import type { EmbeddedDatabase } from './embedded-database.ts';

/** What a LISTEN on one channel reports. */
export interface ChannelListener {
  /** A notification's payload, in commit order. */
  notification(payload: string): void;
  /**
   * The connection was lost and is back: notifications committed in between are gone, so whoever
   * relies on them must look again (the live screens refetch).
   */
  resumed(): void;
}

export interface Listening {
  stop(): Promise<void>;
}

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 15_000;

/**
 * LISTEN on a PostgreSQL server: a connection of its own, outside the pool (a pooled connection
 * goes back to other work, and a LISTEN belongs to one session). A lost connection is opened
 * again with growing pauses, and the listener is told it resumed.
 */
export async function listenOnServer(
  url: string,
  channel: string,
  listener: ChannelListener,
): Promise<Listening> {
  let stopped = false;
  let client: pg.Client | undefined;

  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) listener.notification(message.payload ?? '');
    });
    // An error here (the server restarted) is answered by 'end', where the connection is replaced.
    next.on('error', (error) => process.emitWarning(`notification connection lost: ${error.message}`));
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    next.once('end', () => void reconnect());
    return next;
  };

  const reconnect = async () => {
    client = undefined;
    for (let pause = RETRY_FIRST_MS; !stopped; pause = Math.min(pause * 2, RETRY_MAX_MS)) {
      await sleep(pause);
      if (stopped) return;
      try {
        client = await connect();
        if (stopped) await client.end();
        else listener.resumed();
        return;
      } catch (error) {
        process.emitWarning(`notification connection not back yet: ${String(error)}`);
      }
    }
  };

  client = await connect();
  return {
    async stop() {
      stopped = true;
      const open = client;
      client = undefined;
      open?.removeAllListeners('end');
      await open?.end();
    },
  };
}

/**
 * LISTEN on the embedded database: its one session hears the notifications of every statement,
 * the server's own included. The LISTEN itself goes through Kysely, so it waits for any open
 * transaction instead of slipping into it (where a rollback would undo it).
 */
export async function listenOnEmbedded(
  db: Db,
  embedded: EmbeddedDatabase,
  channel: string,
  listener: ChannelListener,
): Promise<Listening> {
  const unsubscribe = embedded.onNotification((from, payload) => {
    if (from === channel) listener.notification(payload);
  });
  await sql`listen ${sql.id(channel)}`.execute(db);
  return {
    async stop() {
      unsubscribe();
      await sql`unlisten ${sql.id(channel)}`.execute(db);
    },
  };
}
