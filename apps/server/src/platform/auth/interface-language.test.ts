import { describe, expect, it } from 'vitest';
import { interfaceLanguage } from './interface-language.ts';

describe('the interface language of a call', () => {
  it('is the code the web app sends', () => {
    expect(interfaceLanguage('sv')).toBe('sv');
    expect(interfaceLanguage('EN')).toBe('en');
  });

  it('is the first tag of a browser’s list', () => {
    expect(interfaceLanguage('de-CH,de;q=0.9,en;q=0.8')).toBe('de');
    expect(interfaceLanguage('fi;q=0.9')).toBe('fi');
    expect(interfaceLanguage(['nl', 'en'])).toBe('nl');
  });

  it('is none for a language the product does not offer, or no header', () => {
    expect(interfaceLanguage('ja-JP,en')).toBeNull();
    expect(interfaceLanguage('*')).toBeNull();
    expect(interfaceLanguage('')).toBeNull();
    expect(interfaceLanguage(undefined)).toBeNull();
  });
});
