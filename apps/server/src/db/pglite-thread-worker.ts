import { parentPort, workerData } from 'node:worker_threads';
import { runStatement } from './embedded-database.ts';
import { createPGlite } from './pglite-options.ts';
import type { ThreadReply, ThreadRequest } from './pglite-thread.ts';

// The embedded database's own thread: statements arrive one message each, in order, and PGlite
// runs them one at a time, as its single session would on the main thread.
const port = parentPort!;
const pglite = await createPGlite({ dataDir: (workerData as { dataDir: string }).dataDir });

port.on('message', (request: ThreadRequest) => void answer(request));
port.postMessage({ ready: true });

async function answer(request: ThreadRequest): Promise<void> {
  if (request.kind === 'close') {
    await pglite.close();
    port.postMessage({ id: request.id, rows: [] } satisfies ThreadReply);
    port.close();
    return;
  }
  try {
    const result = await runStatement(pglite, request.sql, request.parameters);
    port.postMessage({ id: request.id, ...result } satisfies ThreadReply);
  } catch (error) {
    port.postMessage({ id: request.id, error: describeError(error) } satisfies ThreadReply);
  }
}

/**
 * A database error crosses the thread as its fields: callers read `code` and `constraint`
 * (db/errors.ts), which a structured clone of an Error would drop.
 */
function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value !== 'object') fields[key] = value;
  }
  return fields;
}
