import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@vigil/domain';
import { mayOpen, ROUTE_RIGHTS, type GuardedPath } from './routeRights.ts';

const paths = Object.keys(ROUTE_RIGHTS) as GuardedPath[];
const openable = (role: Role) => paths.filter((path) => mayOpen(role, path));

describe('route guards', () => {
  it('a user opens the patient screens, the categories and two control screens', () => {
    expect(openable('ROLE_USER')).toEqual([
      '/patients',
      '/patient/:id',
      '/patient/:id/summary',
      '/patient/view/last',
      '/categories',
      '/controlpanel/categories',
      '/controlpanel/variables',
    ]);
  });

  it('a superuser also opens control users and control organization', () => {
    expect(openable('ROLE_SUPERUSER')).toEqual([
      ...openable('ROLE_USER'),
      '/controlpanel/users',
      '/controlpanel/organization',
    ]);
  });

  it('a global admin has the superuser routes and no more', () => {
    expect(openable('ROLE_ADMIN')).toEqual(openable('ROLE_SUPERUSER'));
  });

  it('only the product admin opens control admin and statistics', () => {
    const adminOnly = ['/controlpanel/admin', '/controlpanel/statistics'] as const;
    for (const path of adminOnly) {
      expect(ROLES.filter((role) => mayOpen(role, path))).toEqual(['ROLE_MYAPPADMIN']);
    }
    expect(openable('ROLE_MYAPPADMIN')).toEqual(paths);
  });
});
