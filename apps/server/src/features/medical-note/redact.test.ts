import { describe, expect, it } from 'vitest';
import { redact } from './redact.ts';

const identifiers = {
  names: ['Emma Lind', 'Karin Lind-Berg'],
  socialSecurityNr: '20180312-1234',
  email: 'karin@example.org',
  dateOfBirth: '2018-03-12',
};

describe('redact', () => {
  it('takes out names, personal number, e-mail, date of birth and long digit runs', () => {
    expect(
      redact(
        'Hi EMMA! Karin Lind-Berg (karin@example.org, 20180312-1234, born 2018-03-12) call 070 123 45 67',
        identifiers,
      ),
    ).toBe('Hi […]! […] […]-[…] ([…], […], born […]) call […]');
  });

  it('keeps words that merely contain a name and short numbers', () => {
    expect(redact('Emmanuel had 3 wet nights; Linden', identifiers)).toBe(
      'Emmanuel had 3 wet nights; Linden',
    );
  });

  it('takes out short identifiers as it takes out names', () => {
    expect(
      redact(
        'Ask about patient 45, Pat.-Nr. 12, Kind #7, ID: 1234 and paciente 9; 3 wet nights',
        identifiers,
      ),
    ).toBe('Ask about patient […], Pat.-Nr. […], Kind […], ID […] and paciente […]; 3 wet nights');
    expect(redact('see #4521', identifiers)).toBe('see […]');
  });

  it('cuts long text', () => {
    expect(redact('x'.repeat(400), identifiers, 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
