import type { SessionResponse } from '@vigil/domain';

/**
 * A login the password began and the second factor must finish: with a code (the user has one),
 * or by setting one up (the user's role requires one and the user has none).
 */
export interface PendingSecondFactor {
  readonly challenge: string;
  readonly setup: boolean;
}

export function pendingSecondFactor(session: SessionResponse): PendingSecondFactor | null {
  if (session.secondFactor) return { challenge: session.secondFactor.challenge, setup: false };
  if (session.secondFactorSetup) return { challenge: session.secondFactorSetup.challenge, setup: true };
  return null;
}

/** The pending login a first-time password change passes on to the login page (router state). */
export function pendingSecondFactorFrom(state: unknown): PendingSecondFactor | null {
  if (typeof state !== 'object' || state === null || !('pendingSecondFactor' in state)) return null;
  const pending = state.pendingSecondFactor;
  return typeof pending === 'object' &&
    pending !== null &&
    'challenge' in pending &&
    typeof pending.challenge === 'string' &&
    'setup' in pending &&
    typeof pending.setup === 'boolean'
    ? { challenge: pending.challenge, setup: pending.setup }
    : null;
}
