import { describe, expect, it } from 'vitest';
import { createLatch, createThrottle } from './throttle.ts';

describe('throttle', () => {
  it('passes the first time, then once per interval', () => {
    const throttle = createThrottle(60_000);
    expect(throttle.tryPass(0)).toBe(true);
    expect(throttle.tryPass(59_999)).toBe(false);
    expect(throttle.tryPass(60_000)).toBe(true);
    expect(throttle.tryPass(100_000)).toBe(false);
  });

  it('a marked pass restarts the interval', () => {
    const throttle = createThrottle(60_000);
    throttle.markPassed(10_000);
    expect(throttle.tryPass(20_000)).toBe(false);
    expect(throttle.tryPass(70_000)).toBe(true);
  });

  it('a reset lets the next attempt through', () => {
    const throttle = createThrottle(60_000);
    throttle.tryPass(0);
    throttle.reset();
    expect(throttle.tryPass(1)).toBe(true);
  });
});

describe('latch', () => {
  it('fires once until it is reset', () => {
    const latch = createLatch();
    expect(latch.reset()).toBe(false);
    expect([latch.fire(), latch.fire()]).toEqual([true, false]);
    expect(latch.reset()).toBe(true);
    expect(latch.fire()).toBe(true);
  });
});
