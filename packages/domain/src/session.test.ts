import { describe, expect, it } from 'vitest';
import { loginThrottledMessage } from './session.ts';

describe('login throttle message', () => {
  it('says one second in the singular and other waits in the plural', () => {
    expect(loginThrottledMessage(1)).toBe('Too many failed attempts, please try again in 1 second');
    expect(loginThrottledMessage(5)).toBe('Too many failed attempts, please try again in 5 seconds');
    expect(loginThrottledMessage(900)).toBe('Too many failed attempts, please try again in 900 seconds');
  });
});
