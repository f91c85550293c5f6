import { describe, expect, it } from 'vitest';
import { profileLanguageToApply, resolveLanguage } from './languageChoice.ts';

describe('interface language', () => {
  it('the stored choice wins over the browser', () => {
    expect(resolveLanguage('sv', ['de-DE', 'en'])).toBe('sv');
  });

  it('a stored value that is no interface language is ignored', () => {
    expect(resolveLanguage('xx', ['fi-FI'])).toBe('fi');
  });

  it('the first offered browser language is taken, region ignored', () => {
    expect(resolveLanguage(null, ['ja-JP', 'pt-BR', 'en'])).toBe('pt');
  });

  it('Norwegian Bokmål and Nynorsk use the Norwegian dictionary', () => {
    expect(resolveLanguage(null, ['nb-NO'])).toBe('no');
    expect(resolveLanguage(null, ['nn'])).toBe('no');
  });

  it('English is the default', () => {
    expect(resolveLanguage(null, ['ja', 'zh-CN'])).toBe('en');
    expect(resolveLanguage(null, [])).toBe('en');
  });
});

describe('profile language after sign-in', () => {
  it('a fresh sign-in switches to the profile language', () => {
    expect(profileLanguageToApply(null, 7, 'sv')).toBe('sv');
  });

  it('once applied, a menu pick holds over reloads', () => {
    expect(profileLanguageToApply('7:sv', 7, 'sv')).toBeNull();
  });

  it('a changed profile language or another user applies again', () => {
    expect(profileLanguageToApply('7:sv', 7, 'de')).toBe('de');
    expect(profileLanguageToApply('7:sv', 8, 'sv')).toBe('sv');
  });
});
