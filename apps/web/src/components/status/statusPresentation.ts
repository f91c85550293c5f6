import { statusColour, statusLetter, type DangerStatus } from '@vigil/domain';
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

/** A value as the icon's tooltip shows it: at most two decimals, no trailing zeros. */
export function formatValue(value: number | null): string {
  if (value === null) return '–';
  return String(Math.round(value * 100) / 100);
}
