import { hasRights, type RightsGroup, type Role } from '@vigil/domain';

/** docs/requirements/screens-and-routes.md#routes: the rights group each authenticated route needs. */
export const ROUTE_RIGHTS = {
  '/patients': 'USER_RIGHTS',
  '/patient/:id': 'USER_RIGHTS',
  '/patient/:id/summary': 'USER_RIGHTS',
  '/patient/view/last': 'USER_RIGHTS',
  '/categories': 'USER_RIGHTS',
  '/controlpanel/categories': 'USER_RIGHTS',
  '/controlpanel/variables': 'USER_RIGHTS',
  '/controlpanel/users': 'SUPERUSER_RIGHTS',
  '/controlpanel/organization': 'SUPERUSER_RIGHTS',
  '/controlpanel/admin': 'APPADMIN_RIGHTS',
  '/controlpanel/statistics': 'APPADMIN_RIGHTS',
} as const satisfies Record<string, RightsGroup>;

export type GuardedPath = keyof typeof ROUTE_RIGHTS;

/** True when a user of `role` may open the route; otherwise the guard sends them to /. */
export function mayOpen(role: Role, path: GuardedPath): boolean {
  return hasRights(role, ROUTE_RIGHTS[path]);
}
