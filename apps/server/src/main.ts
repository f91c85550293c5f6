import { pino } from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { migrateToLatest, SchemaTooNewError } from './db/migrate.ts';
import { existingDemoLogins } from './demo/demo-clinic.ts';
import { seedDemoClinicIfEmpty, type DemoLogin } from './demo/seed.ts';
import { jobDefinitions } from './features/jobs.ts';
import { startJobs, type Jobs } from './platform/jobs.ts';
import { createMailer } from './platform/mailer.ts';
import { needsFirstAdmin } from './setup/first-admin.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const unlock = config.database.kind === 'pglite' ? await lockDataDir(config.database.dataDir) : undefined;
  const database = await openDatabase(config.database);
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) log.info({ migrations: applied }, 'database migrated');

  if (config.demo.enabled) {
    const seeded = await seedDemoClinicIfEmpty(database.db, config);
    // Printed on every start, not only the first: the logins are what a newcomer needs next.
    printDemoLogins(seeded ?? (await existingDemoLogins(database.db)), seeded !== undefined);
  } else if (await needsFirstAdmin(database.db)) {
    log.warn('No product admin yet: create the first one with `npm run create-admin -- --help`');
  }

  // Routes send jobs (an export's kick-off) to the queue, which starts once the app is built.
  const running: { jobs?: Jobs } = {};
  const queue = { send: async (name: string) => void (await running.jobs?.boss.send(name, {})) };
  const context = { config, database, mailer: createMailer(config, log), jobs: queue };
  const app = await buildApp(context);
  const jobs = config.jobs ? await startJobs(database, app.log, jobDefinitions(context)) : undefined;
  running.jobs = jobs;
  await app.listen({ port: config.port, host: config.host });

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1); // a second signal means: do not wait any longer
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    await app.close();
    await jobs?.stop();
    await database.close();
    await unlock?.();
    process.exit(0);
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
}

function printDemoLogins(logins: readonly DemoLogin[], seeded: boolean): void {
  if (logins.length === 0) return;
  const lines = logins.map(
    (login) => `  ${login.role.padEnd(16)} ${login.username.padEnd(22)} ${login.password}`,
  );
  const heading = seeded
    ? 'Demo clinic ready. Demo logins (role, username, password):'
    : 'Demo logins (role, username, password unless changed since):';
  process.stdout.write(`\n${heading}\n${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof SchemaTooNewError ||
    error instanceof DataDirLockedError
  ) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Vigil failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
