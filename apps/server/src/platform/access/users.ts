import { ROLES, type Role } from '@vigil/domain';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Actor } from '../auth/actor.ts';
import { forbidden } from '../errors.ts';

/**
 * Which users a staff member sees: the product admin sees everyone; a global admin everyone but
 * product admins; others the colleagues of their organizations (and themselves). Product admins
 * are invisible to all but product admins (spec admin §2).
 */
export function visibleUsers(actor: Actor) {
  return (eb: ExpressionBuilder<DB, 'appUser'>): Expression<SqlBool> => {
    if (actor.role === 'ROLE_MYAPPADMIN') return sql<boolean>`true`;
    const notProductAdmin = eb('appUser.role', '<>', 'ROLE_MYAPPADMIN');
    if (actor.role === 'ROLE_ADMIN') return eb.or([notProductAdmin, eb('appUser.id', '=', actor.userId)]);
    const colleague =
      actor.clinicIds.length === 0
        ? sql<boolean>`false`
        : eb.exists(
            eb
              .selectFrom('userClinic')
              .innerJoin('clinic', 'clinic.id', 'userClinic.clinicId')
              .select('userClinic.userId')
              .whereRef('userClinic.userId', '=', 'appUser.id')
              .where('clinic.organizationId', 'in', (sub) =>
                sub
                  .selectFrom('clinic as own')
                  .select('own.organizationId')
                  .where('own.id', 'in', [...actor.clinicIds]),
              ),
          );
    return eb.or([eb('appUser.id', '=', actor.userId), eb.and([notProductAdmin, colleague])]);
  };
}

/** The roles a user may give others: up to their own. */
export function assignableRoles(actor: Pick<Actor, 'role'>): Role[] {
  return ROLES.slice(0, ROLES.indexOf(actor.role) + 1);
}

export function assertAssignableRole(actor: Pick<Actor, 'role'>, role: Role): void {
  if (!assignableRoles(actor).includes(role)) throw forbidden('You cannot give a role higher than your own');
}
