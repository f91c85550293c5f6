import { describe, expect, it } from 'vitest';
import { hasRights, ROLES } from './roles.ts';

describe('rights groups', () => {
  it('every role has user rights', () => {
    for (const role of ROLES) expect(hasRights(role, 'USER_RIGHTS')).toBe(true);
  });
  it('a superuser has superuser rights but not admin rights', () => {
    expect(hasRights('ROLE_SUPERUSER', 'SUPERUSER_RIGHTS')).toBe(true);
    expect(hasRights('ROLE_SUPERUSER', 'ADMIN_RIGHTS')).toBe(false);
  });
  it('only the product admin has app-admin rights', () => {
    expect(ROLES.filter((role) => hasRights(role, 'APPADMIN_RIGHTS'))).toEqual(['ROLE_MYAPPADMIN']);
  });
});
