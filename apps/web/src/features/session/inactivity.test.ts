import { describe, expect, it } from 'vitest';
import { inactivityPhase, secondsLeft } from './inactivity.ts';

const deadline = Date.UTC(2025, 0, 1, 12, 0, 0);
const seconds = (count: number) => count * 1000;

describe('inactivity', () => {
  it('without a deadline nothing is counted', () => {
    expect(inactivityPhase(null, deadline)).toBe('active');
  });

  it('more than 120 s left is no reason to warn', () => {
    expect(inactivityPhase(deadline, deadline - seconds(121))).toBe('active');
    expect(inactivityPhase(deadline, deadline - seconds(30 * 60))).toBe('active');
  });

  it('the countdown dialog opens with 120 s or fewer left', () => {
    expect(inactivityPhase(deadline, deadline - seconds(120))).toBe('warning');
    expect(inactivityPhase(deadline, deadline - seconds(1))).toBe('warning');
  });

  it('the user is logged out only when the deadline has passed by more than 60 s', () => {
    expect(inactivityPhase(deadline, deadline)).toBe('warning');
    expect(inactivityPhase(deadline, deadline + seconds(60))).toBe('warning');
    expect(inactivityPhase(deadline, deadline + seconds(61))).toBe('expired');
  });

  it('the countdown rounds up and stops at zero', () => {
    expect(secondsLeft(deadline, deadline - 119_400)).toBe(120);
    expect(secondsLeft(deadline, deadline - 1)).toBe(1);
    expect(secondsLeft(deadline, deadline + seconds(30))).toBe(0);
  });
});
