import { describe, expect, it } from 'vitest';
import { visibleMenuEntries } from './menuEntries.ts';

const ids = (...args: Parameters<typeof visibleMenuEntries>) =>
  visibleMenuEntries(...args).map((entry) => entry.id);

describe('left icon menu', () => {
  it('with the settings hidden everyone sees patient details, patients and categories', () => {
    for (const role of ['ROLE_USER', 'ROLE_MYAPPADMIN'] as const) {
      expect(ids(role, false)).toEqual(['patientDetails', 'patients', 'categories']);
    }
  });

  it('a user with the settings shown gets control variables and control categories', () => {
    expect(ids('ROLE_USER', true)).toEqual([
      'patientDetails',
      'patients',
      'categories',
      'controlVariables',
      'controlCategories',
    ]);
  });

  it('control users appears from superuser up', () => {
    expect(ids('ROLE_SUPERUSER', true)).toContain('controlUsers');
    expect(ids('ROLE_ADMIN', true)).toContain('controlUsers');
    expect(ids('ROLE_USER', true)).not.toContain('controlUsers');
  });

  it('control organization and control admin are for the product admin only', () => {
    expect(ids('ROLE_ADMIN', true)).not.toContain('controlOrganization');
    expect(ids('ROLE_ADMIN', true)).not.toContain('controlAdmin');
    expect(ids('ROLE_MYAPPADMIN', true).slice(-3)).toEqual([
      'controlUsers',
      'controlOrganization',
      'controlAdmin',
    ]);
  });
});
