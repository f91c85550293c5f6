import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.ts';
import { migrateToLatest, SchemaTooNewError } from '../db/migrate.ts';
import { createFirstProductAdmin, SetupError } from './first-admin.ts';

const USAGE = `npm run create-admin -- --username NAME --email ADDRESS --phone NUMBER \\
    --first-name NAME --last-name NAME --organization NAME --clinic NAME --city CITY --country COUNTRY

Creates the first product admin of a new installation (with its organization and clinic) on the
configured database and prints a one-time password, once. The admin chooses their own password at
first login. Refused once a product admin exists.`;

const OPTIONS = {
  username: { type: 'string' },
  email: { type: 'string' },
  phone: { type: 'string' },
  'first-name': { type: 'string' },
  'last-name': { type: 'string' },
  organization: { type: 'string' },
  clinic: { type: 'string' },
  city: { type: 'string', default: '' },
  country: { type: 'string' },
  help: { type: 'boolean' },
} as const;

async function main(): Promise<void> {
  const { values } = parseArgs({ args: process.argv.slice(2), options: OPTIONS, strict: true });
  const missing = Object.keys(OPTIONS).filter(
    (name) => name !== 'help' && values[name as keyof typeof values] === undefined,
  );
  if (values.help || missing.length > 0) {
    process.stdout.write(`${USAGE}\n`);
    if (missing.length > 0) throw new SetupError(`Missing: ${missing.map((name) => `--${name}`).join(', ')}`);
    return;
  }
  const config = loadConfig();
  const unlock = config.database.kind === 'pglite' ? await lockDataDir(config.database.dataDir) : undefined;
  const database = await openDatabase(config.database, 1);
  try {
    await migrateToLatest(database.db);
    const admin = await createFirstProductAdmin(database.db, {
      username: values.username!,
      email: values.email!,
      phone: values.phone!,
      firstName: values['first-name']!,
      lastName: values['last-name']!,
      organization: values.organization!,
      clinic: values.clinic!,
      city: values.city,
      country: values.country!,
    });
    process.stdout.write(
      `Product admin created.\n  username: ${admin.username}\n  one-time password: ${admin.password}\n` +
        'It is shown only now; the admin chooses a new password at first login.\n',
    );
  } finally {
    await database.close();
    await unlock?.();
  }
}

main().catch((error: unknown) => {
  const known = [SetupError, ConfigError, SchemaTooNewError, DataDirLockedError, TypeError];
  if (known.some((kind) => error instanceof kind)) process.stderr.write(`${(error as Error).message}\n`);
  else process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
