// The embedded database's own thread (started by pglite-thread.ts): statements arrive one message
// each, in order, and PGlite runs them one at a time, as its single session would on the main thread.
import { parentPort, workerData } from 'node:worker_threads';
import { createPGlite, runStatement } from './pglite-session.mjs';

const port = parentPort;
const pglite = await createPGlite({ dataDir: workerData.dataDir });

// Notifications arrive with the statement that commits them; the main thread hands them on (LISTEN).
pglite.onNotification((channel, payload) => port.postMessage({ notification: { channel, payload } }));
port.on('message', (request) => void answer(request));
port.postMessage({ ready: true });

async function answer(request) {
  if (request.kind === 'dump') {
    try {
      // A checkpoint first, so the copy needs no recovery; PGlite copies its files between statements.
      await pglite.exec('checkpoint');
      const bytes = new Uint8Array(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
      port.postMessage({ id: request.id, rows: [], bytes }, [bytes.buffer]);
    } catch (error) {
      port.postMessage({ id: request.id, error: describeError(error) });
    }
    return;
  }
  if (request.kind === 'close') {
    await pglite.close();
    port.postMessage({ id: request.id, rows: [] });
    port.close();
    return;
  }
  try {
    const result = await runStatement(pglite, request.sql, request.parameters);
    port.postMessage({ id: request.id, ...result });
  } catch (error) {
    port.postMessage({ id: request.id, error: describeError(error) });
  }
}

// A database error crosses the thread as its fields: callers read `code` and `constraint`
// (db/errors.ts), which a structured clone of an Error would drop.
function describeError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value !== 'object') fields[key] = value;
  }
  return fields;
}
