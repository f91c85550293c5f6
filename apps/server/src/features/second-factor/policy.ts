import { ROLES, secondFactorRequired, type AppProfile, type Role, type TotpPolicy } from '@vigil/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../platform/auth/actor.ts';

/** The product admin's decisions, per role; a role without one follows the default. */
async function decisions(db: Db): Promise<Partial<Record<Role, boolean>>> {
  const rows = await db.selectFrom('secondFactorPolicy').select(['role', 'required']).execute();
  return Object.fromEntries(rows.map((row) => [row.role, row.required]));
}

/** GET /totp-policy: the roles whose users must log in with a second factor, defaults applied. */
export async function totpPolicy(db: Db, profile: AppProfile): Promise<TotpPolicy> {
  const decided = await decisions(db);
  return { requiredRoles: ROLES.filter((role) => secondFactorRequired(role, decided, profile)) };
}

/** PUT /totp-policy: every role is decided explicitly, so a later default never changes it. */
export async function setTotpPolicy(
  db: Db,
  actor: Actor,
  policy: TotpPolicy,
  profile: AppProfile,
): Promise<TotpPolicy> {
  const required = new Set(policy.requiredRoles);
  await db
    .insertInto('secondFactorPolicy')
    .values(ROLES.map((role) => ({ role, required: required.has(role), updatedBy: actor.userId })))
    .onConflict((oc) =>
      oc.column('role').doUpdateSet((eb) => ({
        required: eb.ref('excluded.required'),
        updatedBy: eb.ref('excluded.updatedBy'),
        updatedAt: eb.fn('now'),
      })),
    )
    .execute();
  return totpPolicy(db, profile);
}

/** Whether a user of this role must have a second factor before a session is opened. */
export async function isSecondFactorRequired(db: Db, role: Role, profile: AppProfile): Promise<boolean> {
  return secondFactorRequired(role, await decisions(db), profile);
}
