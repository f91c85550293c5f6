/** docs/requirements/session.md#inactivity, docs/requirements/constants.md#timings: the inactivity rules, in milliseconds. */
export const INACTIVITY_CHECK_INTERVAL_MS = 10_000;
export const INACTIVITY_WARNING_MS = 120_000;
export const INACTIVITY_LOGOUT_GRACE_MS = 60_000;
export const ACTIVITY_REFRESH_THROTTLE_MS = 60_000;

/**
 * Where a session stands against its idle deadline: 'active' with more than 120 s left,
 * 'warning' from 120 s left until 60 s past the deadline (the countdown dialog), then 'expired'.
 */
export type InactivityPhase = 'active' | 'warning' | 'expired';

export function inactivityPhase(deadlineMs: number | null, nowMs: number): InactivityPhase {
  if (deadlineMs === null) return 'active';
  const remaining = deadlineMs - nowMs;
  if (remaining > INACTIVITY_WARNING_MS) return 'active';
  if (-remaining > INACTIVITY_LOGOUT_GRACE_MS) return 'expired';
  return 'warning';
}

/** Whole seconds the countdown shows; it stays at 0 once the deadline has passed. */
export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}
