import { sql, type Kysely } from 'kysely';

/*
 * The second factor required per role (decisions: second factor required per role).
 * - second_factor_policy: the product admin's decision per role; a role without a row follows the
 *   default (required for product admins on prod).
 * - login_challenge.purpose: 'code' asks a user with a second factor for a code; 'setup' lets a
 *   user whose role requires one, and who has none, set it up before the login completes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table second_factor_policy (
      role text primary key check (role in ('ROLE_USER', 'ROLE_SUPERUSER', 'ROLE_ADMIN', 'ROLE_MYAPPADMIN')),
      required boolean not null,
      updated_by integer references app_user on delete set null,
      updated_at timestamptz not null default now()
    )`,
    sql`comment on table second_factor_policy is
      'Whether users of a role must log in with a second factor, as the product admin decided'`,
    sql`alter table login_challenge add column purpose text not null default 'code'
      check (purpose in ('code', 'setup'))`,
  ];
  for (const statement of statements) await statement.execute(db);
}
