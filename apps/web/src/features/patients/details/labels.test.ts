import { describe, expect, it } from 'vitest';
import { languageLabel } from './labels.ts';

describe('languageLabel', () => {
  it('names the patient’s language in the interface language', () => {
    expect(languageLabel('sv', 'de')).toBe('Schwedisch');
    expect(languageLabel('sv', 'en')).toBe('Swedish');
    expect(languageLabel('ar', 'fr')).toBe('Arabe');
  });

  it('shows a code it cannot name as it is, and a dash for none', () => {
    expect(languageLabel('xx-not a tag', 'en')).toBe('xx-not a tag');
    expect(languageLabel(null, 'en')).toBe('–');
  });
});
