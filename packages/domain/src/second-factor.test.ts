import { describe, expect, it } from 'vitest';
import { secondFactorRequired } from './second-factor.ts';

describe('secondFactorRequired', () => {
  it('requires it of product admins on prod, and of nobody else, until decided', () => {
    expect(secondFactorRequired('ROLE_MYAPPADMIN', {}, 'prod')).toBe(true);
    expect(secondFactorRequired('ROLE_MYAPPADMIN', {}, 'test')).toBe(false);
    expect(secondFactorRequired('ROLE_ADMIN', {}, 'prod')).toBe(false);
  });

  it('follows the product admin’s decision over the default', () => {
    expect(secondFactorRequired('ROLE_MYAPPADMIN', { ROLE_MYAPPADMIN: false }, 'prod')).toBe(false);
    expect(secondFactorRequired('ROLE_USER', { ROLE_USER: true }, 'local')).toBe(true);
  });
});
