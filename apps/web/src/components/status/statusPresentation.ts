import { statusColour, statusLetter, type DangerStatus } from '@vigil/domain';
import type { TFunction } from 'i18next';
import type { TranslationKey } from '../../i18n/translationKey.ts';

/** How an icon of one colour of the spec's table is painted; text colours keep WCAG AA contrast. */
export interface IconPaint {
  background: string;
  text: string;
  border: string;
}

type Colour = ReturnType<typeof statusColour>;

const PAINT: Record<Colour, IconPaint> = {
  danger: { background: 'var(--mantine-color-red-8)', text: '#fff', border: 'var(--mantine-color-red-9)' },
  orange: {
    background: 'var(--mantine-color-orange-5)',
    text: 'var(--mantine-color-dark-9)',
    border: 'var(--mantine-color-orange-7)',
  },
  yellow: {
    background: 'var(--mantine-color-yellow-4)',
    text: 'var(--mantine-color-dark-9)',
    border: 'var(--mantine-color-yellow-6)',
  },
  green: {
    background: 'var(--mantine-color-green-7)',
    text: 'var(--mantine-color-dark-9)',
    border: 'var(--mantine-color-green-8)',
  },
  default: {
    background: 'var(--mantine-color-gray-1)',
    text: 'var(--mantine-color-gray-7)',
    border: 'var(--mantine-color-gray-4)',
  },
  none: { background: 'transparent', text: 'transparent', border: 'transparent' },
};

/** The status in words, so the icon never speaks through colour alone. */
export const STATUS_LABEL_KEYS = {
  ALERT_LOW: 'status.alertLow',
  ABNORMAL_LOW: 'status.abnormalLow',
  NORMAL_LOW: 'status.normalLow',
  NORMAL: 'status.normal',
  NORMAL_HIGH: 'status.normalHigh',
  ABNORMAL_HIGH: 'status.abnormalHigh',
  ALERT_HIGH: 'status.alertHigh',
  NOT_SET_VALUE: 'status.noValue',
  NOT_SET_LIMIT: 'status.noLimit',
} as const satisfies Record<DangerStatus, TranslationKey>;

export interface StatusPresentation {
  /** L, N, H, Li, or '' when there is no value (docs/requirements/limits-and-statuses.md#status-icons). */
  letter: ReturnType<typeof statusLetter>;
  colour: Colour;
  paint: IconPaint;
  labelKey: TranslationKey;
}

/** The letter, colour and words of a status, as the spec's status-icon table gives them. */
export function statusPresentation(status: DangerStatus): StatusPresentation {
  const colour = statusColour(status);
  return { letter: statusLetter(status), colour, paint: PAINT[colour], labelKey: STATUS_LABEL_KEYS[status] };
}

const valueFormats = new Map<string, Intl.NumberFormat>();

/**
 * A value as icons, tooltips and tables show it, in the reader's language (36,7 in German): at
 * most two decimals, no trailing zeros, no grouping, as values are entered.
 */
export function formatValue(value: number | null, locale: string): string {
  if (value === null) return '–';
  let format = valueFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false });
    valueFormats.set(locale, format);
  }
  return format.format(value);
}

/** The units a value counts, each a plural text of the dictionaries ("{{value}} nights"). */
const COUNT_UNIT_KEYS = [
  'units.nights',
  'units.errors',
  'units.days',
  'units.weeks',
] as const satisfies readonly TranslationKey[];
type CountUnitKey = (typeof COUNT_UNIT_KEYS)[number];

/** Counts that reach every plural form of the 12 languages: one, few (pl 2), many (pl 5), other. */
const EVERY_PLURAL_FORM = [1, 2, 5, 1.5, 1_000_000];

const countUnitKeys = new Map<string, CountUnitKey | null>();

/**
 * The dictionary text of a counted unit, found by its name as the variable gives it in the
 * reader's language (the catalogue's "Nächte", "noce"); null for measurements and for units a
 * clinic named itself, which are shown as written.
 */
function countUnitKey(units: string, t: TFunction, locale: string): CountUnitKey | null {
  const cacheKey = `${locale}\u0000${units}`;
  let key = countUnitKeys.get(cacheKey);
  if (key === undefined) {
    key =
      COUNT_UNIT_KEYS.find((candidate) =>
        EVERY_PLURAL_FORM.some((count) => t(candidate, { count, value: '' }).trim() === units),
      ) ?? null;
    countUnitKeys.set(cacheKey, key);
  }
  return key;
}

/**
 * A value with its units as a sentence writes it: "36,7 °C", and a counted unit in the count's
 * grammatical number ("1 Nacht", "3 Nächte"), which a units label alone cannot give.
 */
export function valueWithUnits(value: number, units: string, t: TFunction, locale: string): string {
  const shown = formatValue(value, locale);
  const key = units ? countUnitKey(units, t, locale) : null;
  return key ? t(key, { count: value, value: shown }) : `${shown} ${units}`.trim();
}
