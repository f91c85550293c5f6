import { performance } from 'node:perf_hooks';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.ts';
import { migrateToLatest, SchemaTooNewError } from '../db/migrate.ts';
import { addDemoPatients } from './bulk.ts';
import { parseCliOptions, USAGE, UsageError } from './cli-options.ts';
import type { RowCounts } from './rows.ts';
import { seedDemoClinicIfEmpty } from './seed.ts';

const number = new Intl.NumberFormat('en-GB');

/** `npm run demo -- --patients N ...`: see USAGE. */
async function main(): Promise<void> {
  const options = parseCliOptions(process.argv.slice(2));
  if (options === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const environment = loadConfig();
  const config = { ...environment, customer: options.customer ?? environment.customer };
  const unlock = config.database.kind === 'pglite' ? await lockDataDir(config.database.dataDir) : undefined;
  // The embedded database is one backend: a second transaction would only queue behind the first.
  const concurrency = config.database.kind === 'pglite' ? 1 : (options.concurrency ?? 3);
  const database = await openDatabase(config.database, concurrency + 1);
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length > 0) say(`Migrated: ${applied.join(', ')}`);
    const logins = await seedDemoClinicIfEmpty(database.db, config);
    if (logins) {
      say(
        `Empty database: made the ${config.customer} demo clinic. Logins (password ${logins[0]?.password ?? ''}):`,
      );
      say(`  ${logins.map((login) => login.username).join(', ')}`);
    }

    const started = performance.now();
    const seconds = (): number => (performance.now() - started) / 1000;
    say(
      `Adding ${number.format(options.patients)} ${config.customer} patients (${options.days} days of history)`,
    );
    const result = await addDemoPatients(database.db, {
      customer: config.customer,
      seed: options.seed ?? config.demo.seed,
      count: options.patients,
      historyDays: options.days,
      clinics: options.clinics,
      today: new Date(),
      batchPatients: options.batch,
      concurrency,
      onProgress: (progress) => {
        const rows = totalRows(progress.rows);
        say(
          `  ${number.format(progress.patients).padStart(11)} patients  ${number.format(rows).padStart(13)} rows  ` +
            `${seconds().toFixed(1).padStart(7)} s  ${number.format(Math.round(rows / seconds())).padStart(9)} rows/s`,
        );
      },
    });

    const elapsed = seconds();
    const rows = totalRows(result.rows);
    say(
      `\nAdded ${number.format(result.patients)} patients (cohort indexes ${number.format(result.firstIndex)}–` +
        `${number.format(result.firstIndex + result.patients - 1)}, seed ${options.seed ?? config.demo.seed}) ` +
        `to ${result.clinics} clinics in ${elapsed.toFixed(1)} s:`,
    );
    for (const [table, count] of Object.entries(result.rows)) {
      const name = table.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
      if (count > 0) say(`  ${name.padEnd(18)} ${number.format(count).padStart(13)}`);
    }
    say(
      `  ${'all tables'.padEnd(18)} ${number.format(rows).padStart(13)}  (${number.format(Math.round(rows / elapsed))} rows/s)`,
    );
  } finally {
    await database.close();
    await unlock?.();
  }
}

function totalRows(rows: RowCounts): number {
  return Object.values(rows).reduce((sum, count) => sum + count, 0);
}

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

main().catch((error: unknown) => {
  const known = [UsageError, ConfigError, SchemaTooNewError, DataDirLockedError].some(
    (type) => error instanceof type,
  );
  if (error instanceof UsageError) process.stderr.write(`${error.message}\n\n${USAGE}\n`);
  else if (known && error instanceof Error) process.stderr.write(`${error.message}\n`);
  else
    process.stderr.write(
      `npm run demo failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  process.exit(1);
});
