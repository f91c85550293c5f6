import { parseArgs } from 'node:util';
import { z } from 'zod';
import { simulateCohort } from './cohort.ts';

const USAGE = `Plays simulated children's phones through the mobile API of a running Vigil server.

  npm run simulate -- --patients N --nights M --url URL [--concurrency C] [--batch B]
                      [--repeat-rate R] [--seed S] [--first-index I] [--clinic ID]

  --patients N      children to register (required)
  --nights M        nights of history per child, drawn from the demo model (required)
  --url URL         the server, e.g. http://localhost:8080 (required)
  --concurrency C   phones at the same time (default 8)
  --batch B         nights per request (default 1: one request a morning)
  --repeat-rate R   share of requests sent twice with the same key, 0-1 (default 0.05)
  --seed S          demo model seed (default 20261121)
  --first-index I   model index of the first child (default: random), so runs add new children
  --clinic ID       register every child at this clinic (default: spread over the offered clinics)`;

const whole = (name: string, min: number, max: number) =>
  z.coerce
    .number({ message: `--${name} must be a number` })
    .int(`--${name} must be a whole number`)
    .min(min)
    .max(max);

const optionsSchema = z.object({
  patients: whole('patients', 1, 1_000_000),
  nights: whole('nights', 1, 365),
  url: z.string({ message: '--url is required' }).url('--url must be a URL such as http://localhost:8080'),
  concurrency: whole('concurrency', 1, 1_000).default(8),
  batch: whole('batch', 1, 366).default(1),
  'repeat-rate': z.coerce.number().min(0).max(1).default(0.05),
  seed: whole('seed', 0, Number.MAX_SAFE_INTEGER).optional(),
  'first-index': whole('first-index', 0, Number.MAX_SAFE_INTEGER).optional(),
  clinic: whole('clinic', 1, 2_147_483_647).optional(),
});

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    strict: true,
    options: {
      patients: { type: 'string' },
      nights: { type: 'string' },
      url: { type: 'string' },
      concurrency: { type: 'string' },
      batch: { type: 'string' },
      'repeat-rate': { type: 'string' },
      seed: { type: 'string' },
      'first-index': { type: 'string' },
      clinic: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const parsed = optionsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(`${parsed.error.issues.map((issue) => issue.message).join('\n')}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const options = parsed.data;
  console.log(`simulating ${options.patients} children × ${options.nights} nights against ${options.url}`);
  const summary = await simulateCohort(options.url, {
    patients: options.patients,
    nights: options.nights,
    concurrency: options.concurrency,
    batchSize: options.batch,
    repeatRate: options['repeat-rate'],
    firstIndex: options['first-index'] ?? Math.floor(Math.random() * 1_000_000_000),
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    ...(options.clinic === undefined ? {} : { clinicId: options.clinic }),
    onProgress: (done) => {
      if (done % 100 === 0) console.log(`  ${done} children done`);
    },
  });
  console.table({
    children: summary.patients,
    requests: summary.requests,
    'nights sent': summary.entries,
    'technical errors': summary.technicalErrors,
    corrections: summary.corrections,
    'repeated requests': summary.repeats,
    'answered as replays': summary.replays,
    'retries (no answer)': summary.retries,
    'messages read': summary.messagesRead,
    seconds: Number(summary.seconds.toFixed(1)),
    'nights/s': Math.round(summary.entries / summary.seconds),
  });
  if (summary.replays !== summary.repeats) {
    console.error('some repeated requests were not answered with their first answer');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
