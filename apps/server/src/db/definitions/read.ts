import { sql } from 'kysely';
import type { Db } from '../database.ts';

/**
 * The SQL functions, triggers and views a migrated database holds, as the files of
 * src/db/definitions/ spell them: path (functions/x.sql, triggers/table.sql, views/v.sql) → text.
 * Read from the catalogue, so the files are exactly what the migrations left behind.
 */
export async function liveDefinitions(db: Db): Promise<Map<string, string>> {
  const files = new Map<string, string[]>();
  const add = (file: string, text: string) => files.set(file, [...(files.get(file) ?? []), text.trim()]);

  const functions = await sql<{ name: string; definition: string }>`
    select p.proname as name, pg_get_functiondef(p.oid) as definition
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = current_schema() and p.prokind in ('f', 'p')
      and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
    order by p.proname, pg_get_function_identity_arguments(p.oid)`.execute(db);
  for (const row of functions.rows) add(`functions/${row.name}.sql`, `${row.definition.trim()};`);

  const triggers = await sql<{ table: string; definition: string }>`
    select c.relname as table, pg_get_triggerdef(t.oid, true) as definition
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and not t.tgisinternal
    order by c.relname, t.tgname`.execute(db);
  for (const row of triggers.rows) add(`triggers/${row.table}.sql`, `${row.definition};`);

  const views = await sql<{ name: string; definition: string; materialized: boolean }>`
    select viewname as name, definition, false as materialized from pg_views where schemaname = current_schema()
    union all
    select matviewname, definition, true from pg_matviews where schemaname = current_schema()
    order by name`.execute(db);
  for (const row of views.rows) {
    const kind = row.materialized ? 'materialized view' : 'view';
    add(`views/${row.name}.sql`, `create ${kind} ${row.name} as\n${row.definition.trim()}`);
  }

  return new Map([...files].map(([file, texts]) => [file, `${texts.join('\n\n')}\n`]));
}
