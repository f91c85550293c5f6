import { sql, type Kysely } from 'kysely';

/*
 * The live-screen triggers of migration 0054 that compare a statement's rows before and after
 * (latest values, patients, category member sets) join two transition tables. PostgreSQL
 * estimates one row for each and joins them in a nested loop: fine for a request's write, but
 * quadratic for a job's. The nightly roll of 2,360 patients updated 23,600 latest values in one
 * statement and spent 172 s of its 179 in that join (556 million row pairs), where a hash join
 * takes milliseconds; at 5,000 patients a statement it would take hours. Without nested loops in
 * these functions the planner hashes, at any size (bench/README.md#nightly-work-at-scale-issue-44).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'notify_patient_values_change',
    'notify_patient_record_change',
    'notify_category_membership_change',
  ])
    await sql`alter function ${sql.raw(name)}() set enable_nestloop = off`.execute(db);
}
