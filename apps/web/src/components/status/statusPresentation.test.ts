import { describe, expect, it } from 'vitest';
import { CATALOGUE_TRANSLATIONS, DANGER_STATUSES, LANGUAGES } from '@vigil/domain';
import { translator } from '../../test/translator.ts';
import { formatValue, statusPresentation, valueWithUnits } from './statusPresentation.ts';

describe('status icons', () => {
  it('show the letters and colours of the spec table', () => {
    const shown = DANGER_STATUSES.map((status) => {
      const { letter, colour } = statusPresentation(status);
      return `${status} ${letter || '-'} ${colour}`;
    });
    expect(shown).toEqual([
      'ALERT_LOW L danger',
      'ABNORMAL_LOW L orange',
      'NORMAL_LOW L yellow',
      'NORMAL N green',
      'NORMAL_HIGH H yellow',
      'ABNORMAL_HIGH H orange',
      'ALERT_HIGH H danger',
      'NOT_SET_VALUE - none',
      'NOT_SET_LIMIT Li default',
    ]);
  });

  it('every status has its own words, so colour is never the only sign', () => {
    const keys = DANGER_STATUSES.map((status) => statusPresentation(status).labelKey);
    expect(new Set(keys).size).toBe(DANGER_STATUSES.length);
  });

  it('no value paints nothing', () => {
    expect(statusPresentation('NOT_SET_VALUE').paint.background).toBe('transparent');
  });

  it('values are shown with at most two decimals', () => {
    const values = [3, 37.456, -0.5, 12345, null];
    expect(values.map((value) => formatValue(value, 'en'))).toEqual(['3', '37.46', '-0.5', '12345', '–']);
  });

  it('values are written as the reader’s language writes them', () => {
    expect([formatValue(36.7, 'de'), formatValue(36.7, 'fr'), formatValue(36.7, 'nl')]).toEqual([
      '36,7',
      '36,7',
      '36,7',
    ]);
  });

  it('a counted unit takes the count’s grammatical number, a measurement its symbol', async () => {
    const de = await translator('de');
    expect([1, 3, 1.5].map((count) => valueWithUnits(count, 'Nächte', de, 'de'))).toEqual([
      '1 Nacht',
      '3 Nächte',
      '1,5 Nächte',
    ]);
    expect(valueWithUnits(36.7, '°C', de, 'de')).toBe('36,7 °C');
    const en = await translator('en');
    expect(valueWithUnits(1, 'days', en, 'en')).toBe('1 day');
    const pl = await translator('pl');
    expect([1, 3, 5, 22].map((count) => valueWithUnits(count, 'dni', pl, 'pl'))).toEqual([
      '1 dzień',
      '3 dni',
      '5 dni',
      '22 dni',
    ]);
    expect(valueWithUnits(1, 'tygodnie', pl, 'pl')).toBe('1 tydzień');
    // Units a clinic named itself are shown as written.
    expect(valueWithUnits(1, 'steps', en, 'en')).toBe('1 steps');
  });

  it.each(LANGUAGES)('%s: every counted unit of the catalogue reads as a count', async (language) => {
    const t = await translator(language);
    const words = language === 'en' ? null : CATALOGUE_TRANSLATIONS[language].units;
    for (const unit of ['nights', 'errors', 'days', 'weeks'] as const) {
      const name = words?.[unit] ?? unit;
      expect(valueWithUnits(1, name, t, language), `${unit}: ${name}`).toBe(
        t(`units.${unit}`, { count: 1, value: formatValue(1, language) }),
      );
    }
  });
});
