import { ROLES, type ownProfileSchema, type Role, CATALOGUE } from '@vigil/domain';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { Actor } from '../auth/actor.ts';
import type { z } from 'zod';
import { badRequest, forbidden } from '../errors.ts';

/**
 * Which users a staff member sees: the product admin sees everyone; everyone else (admins too) the
 * colleagues of their organizations and themselves. An admin's clinics are its organization's;
 * only the product admin spans organizations. Product admins are invisible to all but product
 * admins (docs/requirements/administration.md#control-users).
 */
export function visibleUsers(actor: Actor) {
  return (eb: ExpressionBuilder<DB, 'appUser'>): Expression<SqlBool> => {
    if (actor.role === 'ROLE_MYAPPADMIN') return sql<boolean>`true`;
    const notProductAdmin = eb('appUser.role', '<>', 'ROLE_MYAPPADMIN');
    const colleague =
      actor.clinicIds.length === 0
        ? sql<boolean>`false`
        : eb.exists(
            eb
              .selectFrom('userClinic')
              .innerJoin('clinic', 'clinic.id', 'userClinic.clinicId')
              .select('userClinic.userId')
              .whereRef('userClinic.userId', '=', 'appUser.id')
              .where('clinic.organizationId', 'in', actorOrganizations(actor)),
          );
    return eb.or([eb('appUser.id', '=', actor.userId), eb.and([notProductAdmin, colleague])]);
  };
}

/** The organizations of the actor's clinics, as a subquery (the actor has at least one clinic). */
function actorOrganizations(actor: Actor) {
  return sql<number>`(select own.organization_id from clinic own where own.id in (${sql.join([...actor.clinicIds])}))`;
}

/**
 * The clinics an actor may give a user or write through user management: the product admin any
 * clinic, everyone else the clinics of their own organizations (the reach of a patient move).
 */
export function clinicsInReach(actor: Actor) {
  return (eb: ExpressionBuilder<DB, 'clinic'>): Expression<SqlBool> => {
    if (actor.role === 'ROLE_MYAPPADMIN') return sql<boolean>`true`;
    if (actor.clinicIds.length === 0) return sql<boolean>`false`;
    return eb('clinic.organizationId', 'in', actorOrganizations(actor));
  };
}

/**
 * The users an actor may write through user management (edit, enable, password, and as the
 * target of patientConnection or copyLimitFrom): visible users none of whose clinics lie outside
 * the actor's reach. A user who also works in another organization is that organization's as
 * well, so only the product admin may change them.
 */
export function usersInReach(actor: Actor) {
  return (eb: ExpressionBuilder<DB, 'appUser'>): Expression<SqlBool> => {
    if (actor.role === 'ROLE_MYAPPADMIN') return sql<boolean>`true`;
    const outside = eb.exists(
      eb
        .selectFrom('userClinic')
        .innerJoin('clinic', 'clinic.id', 'userClinic.clinicId')
        .select('userClinic.userId')
        .whereRef('userClinic.userId', '=', 'appUser.id')
        .where((inner) =>
          inner.not(clinicsInReach(actor)(inner as unknown as ExpressionBuilder<DB, 'clinic'>)),
        ),
    );
    return eb.and([visibleUsers(actor)(eb), eb.not(outside)]);
  };
}

/** Whether user management may write this user (usersInReach, for one id). */
export async function userInReach(db: Db, actor: Actor, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('appUser')
    .select('appUser.id')
    .where('appUser.id', '=', userId)
    .where(usersInReach(actor))
    .executeTakeFirst();
  return row !== undefined;
}

/** The roles a user may give others: up to their own. */
export function assignableRoles(actor: Pick<Actor, 'role'>): Role[] {
  return ROLES.slice(0, ROLES.indexOf(actor.role) + 1);
}

export function assertAssignableRole(actor: Pick<Actor, 'role'>, role: Role): void {
  if (!assignableRoles(actor).includes(role)) throw forbidden('You cannot give a role higher than your own');
}

export const OWN_ROLE_MESSAGE = 'You cannot change your own role or enabled flag';

/** What an admin set about a user and the user may not change about themselves. */
export interface AdminSetUserFields {
  readonly username: string;
  readonly userRole: Role;
  readonly enabled: boolean;
  readonly clinicIds: readonly number[];
  readonly patientConnection: string;
  readonly otherUserPatientConnectionId: number | null;
  readonly copyLimitFrom: number | null;
}

/**
 * Refuses an own-profile call that would change what only an admin sets: a user cannot raise their
 * own rights or widen their own patient scope. A field sent unchanged is accepted (a client may send
 * the whole record); a change is a 400, never silently dropped, and nothing is stored.
 */
export function assertOwnProfileChange(
  stored: AdminSetUserFields,
  form: z.output<typeof ownProfileSchema>,
): void {
  if (
    (form.userRole && form.userRole !== stored.userRole) ||
    (form.enabled !== undefined && form.enabled !== stored.enabled)
  ) {
    throw badRequest(OWN_ROLE_MESSAGE);
  }
  const sameClinics =
    form.clinics === undefined ||
    (new Set(form.clinics).size === new Set(stored.clinicIds).size &&
      form.clinics.every((id) => stored.clinicIds.includes(id)));
  const unchanged = (sent: number | null | undefined, kept: number | null) =>
    sent === undefined || (sent ?? null) === kept;
  if (
    (form.username !== undefined && form.username !== stored.username) ||
    !sameClinics ||
    (form.patientConnection !== undefined && form.patientConnection !== stored.patientConnection) ||
    !unchanged(form.otherUserPatientConnectionId, stored.otherUserPatientConnectionId) ||
    !unchanged(form.copyLimitFrom, stored.copyLimitFrom)
  ) {
    throw badRequest(CATALOGUE.user.ownAccess);
  }
}
