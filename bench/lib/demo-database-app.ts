import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { createRecordingMailer } from '../../apps/server/src/platform/mailer.ts';

/**
 * The real app, in process, on the database `npm run demo` filled (`DATABASE_URL`, the flavour in
 * `CUSTOMER`, generic by default), without jobs, with the product admin's headers: the FHIR and
 * CSV benchmarks call it with `inject`. `poolSize` as the server's own when not given.
 */
export async function openDemoDatabaseApp(options: { dataDir?: string; poolSize?: number } = {}) {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL names the database npm run demo filled');
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    JOBS: 'false',
    DEMO_DATA: 'false',
    APP_PROFILE: 'test',
    CUSTOMER: process.env.CUSTOMER ?? 'generic',
    ...(options.dataDir && { DATA_DIR: options.dataDir }),
  });
  const database = await openDatabase({ kind: 'postgres', url }, options.poolSize);
  const app = await buildApp({ config, database, mailer: createRecordingMailer() });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/session',
    payload: { username: 'appadmin', password: 'VigilDemo2026' },
  });
  const headers = { 'x-auth-token': login.json<{ token: string }>().token };
  const close = async () => {
    await app.close();
    await database.close();
  };
  return { app, database, config, headers, close };
}
