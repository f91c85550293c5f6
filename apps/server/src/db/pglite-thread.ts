import { Worker } from 'node:worker_threads';
import type { EmbeddedDatabase, NotificationListener, StatementResult } from './embedded-database.ts';

export type ThreadRequest =
  | { kind: 'run'; id: number; sql: string; parameters: readonly unknown[] }
  | { kind: 'dump'; id: number }
  | { kind: 'close'; id: number };
export type ThreadReply =
  | ({ id: number } & ((StatementResult & { bytes?: Uint8Array }) | { error: Record<string, unknown> }))
  | { notification: { channel: string; payload: string } };

/**
 * The embedded database on a worker thread of its own. PGlite runs Postgres compiled to
 * WebAssembly synchronously: on the server's main thread every query held the event loop, so
 * static files, /healthz and every other request waited behind a list being read.
 */
export async function startPGliteThread(dataDir: string): Promise<EmbeddedDatabase> {
  const worker = new Worker(new URL('./pglite-thread-worker.mjs', import.meta.url), {
    workerData: { dataDir },
  });
  const pending = new Map<
    number,
    { resolve: (result: StatementResult & { bytes?: Uint8Array }) => void; reject: (error: Error) => void }
  >();
  let nextId = 0;
  let failure: Error | undefined;

  const fail = (error: Error) => {
    failure ??= error;
    for (const { reject } of pending.values()) reject(failure);
    pending.clear();
  };

  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    worker.once('error', onError);
    worker.once('message', () => {
      worker.off('error', onError);
      resolve();
    });
  });

  const notificationListeners = new Set<NotificationListener>();
  worker.on('message', (reply: ThreadReply) => {
    if ('notification' in reply) {
      for (const listener of notificationListeners)
        listener(reply.notification.channel, reply.notification.payload);
      return;
    }
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if ('error' in reply) waiting.reject(Object.assign(new Error(String(reply.error.message)), reply.error));
    else waiting.resolve(reply);
  });
  worker.on('error', (error) =>
    fail(new Error(`embedded database stopped: ${error.message}`, { cause: error })),
  );
  worker.on('exit', (code) => fail(new Error(`embedded database thread exited (code ${code})`)));

  const send = (request: ThreadRequest) =>
    new Promise<StatementResult & { bytes?: Uint8Array }>((resolve, reject) => {
      if (failure) return reject(failure);
      pending.set(request.id, { resolve, reject });
      worker.postMessage(request);
    });

  let closing: Promise<void> | undefined;
  return {
    run: (sql, parameters) => send({ kind: 'run', id: nextId++, sql, parameters }),
    async dumpDataDir() {
      const { bytes } = await send({ kind: 'dump', id: nextId++ });
      if (!bytes) throw new Error('the embedded database sent no copy of its files');
      return bytes;
    },
    onNotification(listener) {
      notificationListeners.add(listener);
      return () => notificationListeners.delete(listener);
    },
    close() {
      closing ??= (async () => {
        if (!failure) await send({ kind: 'close', id: nextId++ });
        await worker.terminate();
      })();
      return closing;
    },
  };
}
