import { sql, type Kysely } from 'kysely';

/*
 * A tamper-evident audit trail (issue 39; decisions: security, the audit chain). Each row carries
 * the hash of the row before it and its own: sha256 of the previous hash and the row's fields.
 * A trigger fills both in the inserting transaction, under a transaction advisory lock, and
 * takes the row's id only once it holds the lock, so ids follow commit order and two servers
 * writing at once still make one chain. `npm run audit:verify` recomputes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`alter table audit_trail add column previous_hash text, add column hash text`,
    sql`comment on column audit_trail.hash is
      'sha256 (hex) of previous_hash and the row''s fields (audit_trail_row_text): the audit chain'`,
    sql`create function audit_trail_row_text(entry audit_trail) returns text language sql immutable as $$
      -- %L quotes each value and writes NULL unquoted, so no two rows give the same text.
      select format('%L,%L,%L,%L,%L,%L,%L,%L,%L,%L', entry.id, entry.user_id, entry.username,
        to_char(entry.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'), entry.ip, entry.method, entry.url,
        entry.status, entry.error, entry.platform)
    $$`,
    sql`create function audit_trail_link(previous text, entry audit_trail) returns text language sql immutable as $$
      select encode(sha256(convert_to(coalesce(previous, '') || chr(30) || audit_trail_row_text(entry), 'UTF8')), 'hex')
    $$`,
    sql`create function audit_trail_chain() returns trigger language plpgsql as $$
      begin
        perform pg_advisory_xact_lock(hashtext('audit_trail_chain'));
        new.id := nextval(pg_get_serial_sequence('audit_trail', 'id'));
        new.previous_hash := (select hash from audit_trail order by id desc limit 1);
        new.hash := audit_trail_link(new.previous_hash, new);
        return new;
      end
    $$`,
    // The rows written before the chain existed become its start, in id order.
    sql`do $$
      declare
        previous text;
        r audit_trail;
      begin
        for r in select * from audit_trail order by id loop
          update audit_trail set previous_hash = previous, hash = audit_trail_link(previous, r) where id = r.id
            returning hash into previous;
        end loop;
      end
    $$`,
    sql`create trigger audit_trail_chain before insert on audit_trail
      for each row execute function audit_trail_chain()`,
  ];
  for (const statement of statements) await statement.execute(db);
}
