import { sql, type Kysely } from 'kysely';

/*
 * A prediction's contributions and the values it saw, as two arrays on the prediction in the
 * order of its model's feature names (`ai_model.parameters->'featureNames'`), instead of a row per
 * feature: scoring 100,000 patients wrote 4.8 million rows, most of the time in their foreign-key
 * and primary-key checks. Expand step: ai_feature_contribution stays for the previous release,
 * which still writes and reads it; predictions without the arrays are read from it. The next
 * release moves what is left into the arrays and drops it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // NaN sorts above Infinity, so the bounds reject NaN and ±Infinity; a null element makes a
  // comparison null, which a check lets through: a missing observed value, but no contribution.
  await sql`alter table ai_prediction
    add column contributions double precision[]
      check (cardinality(contributions) > 0 and array_position(contributions, null) is null
        and '-Infinity' < all (contributions) and 'Infinity' > all (contributions)),
    add column observed_values double precision[]
      check (-1e12 <= all (observed_values) and 1e12 >= all (observed_values)),
    add constraint ai_prediction_observed_per_contribution
      check ((observed_values is null and contributions is null)
        or cardinality(observed_values) = cardinality(contributions))`.execute(db);
  await sql`comment on column ai_prediction.contributions is
    'Each feature''s contribution to the risk score''s log-odds, in the order of the model''s featureNames; with base_value they add up to it'`.execute(
    db,
  );
  await sql`comment on column ai_prediction.observed_values is
    'The value of each feature the prediction saw (null: not known), in the order of the model''s featureNames'`.execute(
    db,
  );
}
