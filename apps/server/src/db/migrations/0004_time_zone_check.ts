import { sql, type Kysely } from 'kysely';

/**
 * Whether PostgreSQL knows a time zone name, without listing every zone: pg_timezone_names reads
 * the whole zone database on each call, too slow for a query a screen makes (category conditions
 * count days in the patient's time zone, and a zone it does not know counts as UTC).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function is_time_zone(zone text) returns boolean language plpgsql stable parallel safe as $$
    begin
      perform now() at time zone zone;
      return true;
    exception when invalid_parameter_value then
      return false;
    end $$`.execute(db);
}
