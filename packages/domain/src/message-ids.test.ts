import { describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES } from './limits/messages.ts';
import { catalogueTexts, messageId, messageIdOf } from './message-ids.ts';
import { MOBILE_MESSAGES } from './mobile/messages.ts';
import { LOGIN_MESSAGES } from './session.ts';

describe('message ids', () => {
  it('a catalogue text is known by its catalogue and key', () => {
    expect(messageIdOf(LIMIT_MESSAGES.fillAllValues)).toBe('limit.fillAllValues');
    expect(messageId('limit', 'fillAllValues')).toBe('limit.fillAllValues');
  });

  it('a text outside the catalogues has no id', () => {
    expect(messageIdOf('Username already exists')).toBeUndefined();
  });

  it('a refused login reads the same whether the account is disabled or the password wrong', () => {
    expect(messageIdOf(LOGIN_MESSAGES.disabled)).toBe(messageIdOf(LOGIN_MESSAGES.wrongCredentials));
  });

  it('messages built from values have no id', () => {
    const ids = catalogueTexts().map(([id]) => id);
    expect(ids).toContain('mobile.night');
    expect(ids).not.toContain('mobile.futureNight');
    expect(typeof MOBILE_MESSAGES.futureNight).toBe('function');
  });

  it('every id names one message', () => {
    const ids = catalogueTexts().map(([id]) => id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
