import type { SessionResponse } from '@vigil/domain';
import { describe, expect, it } from 'vitest';
import { pendingSecondFactor, pendingSecondFactorFrom } from './pendingSecondFactor.ts';

const anonymous: SessionResponse = {
  user: null,
  customerName: 'bedwetting',
  isAuthenticated: false,
  token: null,
  firstTimeLogin: false,
  updatePasswordUsername: null,
  profile: 'local',
  buildNumber: 'test',
  idleExpiresAt: null,
};
const window = { challenge: 'c1', expiresAt: '2026-11-29T10:00:00.000Z' };

describe('pendingSecondFactor', () => {
  it('asks for a code when the user has a second factor, for a set-up when the role requires one', () => {
    expect(pendingSecondFactor({ ...anonymous, secondFactor: window })).toEqual({
      challenge: 'c1',
      setup: false,
    });
    expect(pendingSecondFactor({ ...anonymous, secondFactorSetup: window })).toEqual({
      challenge: 'c1',
      setup: true,
    });
    expect(pendingSecondFactor(anonymous)).toBeNull();
  });

  it('reads only a well-formed pending login from the router state', () => {
    expect(pendingSecondFactorFrom({ pendingSecondFactor: { challenge: 'c2', setup: true } })).toEqual({
      challenge: 'c2',
      setup: true,
    });
    expect(pendingSecondFactorFrom({ pendingSecondFactor: { challenge: 'c2' } })).toBeNull();
    expect(pendingSecondFactorFrom({ username: 'x' })).toBeNull();
    expect(pendingSecondFactorFrom(null)).toBeNull();
  });
});
