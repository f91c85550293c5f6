import { parseArgs } from 'node:util';
import { z } from 'zod';
import { CUSTOMERS } from '@vigil/domain';

export const USAGE = `Adds generated demo patients to the configured database (DATABASE_URL, or the embedded one in DATA_DIR).

  npm run demo -- --patients N [--customer bedwetting|generic] [--seed S] [--days D] [--clinics K]
                  [--batch B] [--concurrency C]

  --patients N      patients to add (required)
  --customer        flavour of the patients and of the demo clinic (default: CUSTOMER)
  --seed S          cohort seed (default: DEMO_SEED)
  --days D          days of history (default 120)
  --clinics K       spread the patients over the first K clinics, adding clinics if there are fewer
  --batch B         patients per transaction (default 2000)
  --concurrency C   transactions in flight on a PostgreSQL server (default 3; the embedded database: 1)

An empty database first gets its demo clinic and logins, as at the server's first start.`;

const count = (name: string, min: number, max: number) =>
  z.coerce
    .number({ message: `--${name} must be a number` })
    .int(`--${name} must be a whole number`)
    .min(min, `--${name} must be at least ${min}`)
    .max(max, `--${name} must be at most ${max}`);

const optionsSchema = z.object({
  patients: count('patients', 1, 10_000_000),
  customer: z.enum(CUSTOMERS, { message: `--customer must be one of ${CUSTOMERS.join(', ')}` }).optional(),
  seed: count('seed', 0, Number.MAX_SAFE_INTEGER).optional(),
  days: count('days', 1, 3_650).default(120),
  clinics: count('clinics', 1, 10_000).optional(),
  batch: count('batch', 1, 100_000).default(2_000),
  concurrency: count('concurrency', 1, 16).optional(),
});

export type CliOptions = z.infer<typeof optionsSchema>;

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** The command line's options, or 'help'; throws a UsageError naming what is wrong. */
export function parseCliOptions(args: readonly string[]): CliOptions | 'help' {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args: [...args],
      strict: true,
      options: {
        patients: { type: 'string' },
        customer: { type: 'string' },
        seed: { type: 'string' },
        days: { type: 'string' },
        clinics: { type: 'string' },
        batch: { type: 'string' },
        concurrency: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return 'help';
  if (values.patients === undefined) throw new UsageError('--patients N is required');
  const parsed = optionsSchema.safeParse(values);
  if (!parsed.success) throw new UsageError(parsed.error.issues.map((issue) => issue.message).join('\n'));
  return parsed.data;
}
