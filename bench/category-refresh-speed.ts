/**
 * Speed check of refreshing the stored category members (not a test: it needs a scratch database
 * with data, such as the one `BENCH_SUITES=categories BENCH_KEEP=1 npm run bench` keeps). Marks
 * what a write would mark, then times refreshStoredMembers, five times each (median, min, max):
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/vigil_bench_categories_… \
 *     npx tsx bench/category-refresh-speed.ts
 */
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { refreshStoredMembers } from '../apps/server/src/features/categories/stored-members.ts';

const database = await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL! }, 4);
const db = database.db;
const time = async (label: string, mark: () => Promise<unknown>) => {
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) {
    await mark();
    const start = performance.now();
    await refreshStoredMembers(db);
    runs.push(performance.now() - start);
  }
  runs.sort((a, b) => a - b);
  console.log(
    `${label}: median ${runs[2]!.toFixed(1)} ms (min ${runs[0]!.toFixed(1)}, max ${runs[4]!.toFixed(1)})`,
  );
};
await time('nothing stale', () => Promise.resolve());
await time('one patient marked', () =>
  sql`insert into category_member_stale_patient (patient_id) select id from patient order by random() limit 1`.execute(
    db,
  ),
);
await time('100 patients marked', () =>
  sql`insert into category_member_stale_patient (patient_id) select id from patient order by random() limit 100`.execute(
    db,
  ),
);
await time('every patient marked (whole refresh)', () =>
  sql`insert into category_member_stale_patient (patient_id) select id from patient`.execute(db),
);
await time('one category marked', () =>
  sql`insert into category_member_stale_category (category_id) select id from rule_based_category order by random() limit 1`.execute(
    db,
  ),
);
await time('clock moved', () =>
  sql`update category_member_clock set quarter = quarter - interval '15 minutes'`.execute(db),
);
await database.close();
