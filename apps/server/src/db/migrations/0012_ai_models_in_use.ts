import { sql, type Kysely } from 'kysely';

/*
 * What the AI needs beyond the first schema:
 * - one active model per kind: a new version is used only once it is no worse than the active one;
 * - a prediction's as-of day (back-filled predictions are dated as they would have been made) and
 *   the model's output at the training means, which its contributions add up from;
 * - each contribution with the value the feature had, for the AI factors chart;
 * - a training task's run: when it started, when its runner last said it is alive, how far it
 *   is, and why it last failed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ai_model add column active boolean not null default false`.execute(db);
  await sql`create unique index ai_model_one_active on ai_model (kind) where active`.execute(db);
  await sql`alter table ai_prediction
    add column as_of date,
    add column base_value double precision check (base_value is null or base_value between -1e6 and 1e6)`.execute(
    db,
  );
  await sql`comment on column ai_prediction.base_value is
    'The risk model''s log-odds at the training means: base_value + the contributions = the risk score''s log-odds'`.execute(
    db,
  );
  await sql`alter table ai_feature_contribution
    add column observed_value double precision check (observed_value is null or observed_value between -1e12 and 1e12)`.execute(
    db,
  );
  await sql`comment on column ai_feature_contribution.feature_value is
    'The feature''s contribution to the risk score''s log-odds'`.execute(db);
  await sql`alter table ai_task_result
    add column started_at timestamptz,
    add column heartbeat_at timestamptz,
    add column progress real check (progress between 0 and 1),
    add column last_failed_at timestamptz,
    add column last_error text`.execute(db);
}
