import type { ComponentType } from 'react';
import {
  IconAlertTriangle,
  IconCalendarOff,
  IconClockHour4,
  IconDroplet,
  IconDropletFilled,
  IconMoon,
  IconQuestionMark,
  IconSun,
  type IconProps,
} from '@tabler/icons-react';
import type { CalendarNight, NightState, NightValue } from '@vigil/domain';
import type { TFunction } from 'i18next';
import type { TranslationKey } from '../../i18n/translationKey.ts';

export interface NightLook {
  label: TranslationKey;
  icon: ComponentType<IconProps>;
  /** A Mantine colour; every state also has its own icon and words, so colour is never alone. */
  color: string;
  /** Counted states appear in the counts and the legend. */
  counted: boolean;
}

/** How each state of a night is shown (docs/requirements/patients.md#nights: dry, wet, very wet, missing data, error). */
export const NIGHT_LOOK = {
  dry: { label: 'nights.state.dry', icon: IconSun, color: 'teal', counted: true },
  wet: { label: 'nights.state.wet', icon: IconDroplet, color: 'yellow', counted: true },
  veryWet: { label: 'nights.state.veryWet', icon: IconDropletFilled, color: 'red', counted: true },
  missing: { label: 'nights.state.missing', icon: IconQuestionMark, color: 'gray', counted: true },
  technicalError: {
    label: 'nights.state.technicalError',
    icon: IconAlertTriangle,
    color: 'grape',
    counted: true,
  },
  notRecordedYet: {
    label: 'nights.state.notRecordedYet',
    icon: IconClockHour4,
    color: 'blue',
    counted: false,
  },
  beforeStart: { label: 'nights.state.beforeStart', icon: IconCalendarOff, color: 'gray', counted: false },
  future: { label: 'nights.state.future', icon: IconMoon, color: 'gray', counted: false },
} as const satisfies Record<NightState, NightLook>;

/** docs/requirements/patients.md#nights: the day wetting values 0, 1, 2. */
export const NIGHT_VALUE_KEYS = {
  0: 'nights.state.dry',
  1: 'nights.state.wet',
  2: 'nights.state.veryWet',
} as const satisfies Record<NightValue, TranslationKey>;

/** What the family entered for the night, in words ("No data" when it said so); null when nothing was recorded. */
export function entryWords(t: TFunction, night: CalendarNight): string | null {
  if (night.recordedAt === null) return null;
  return night.value === null ? t('nights.noData') : t(NIGHT_VALUE_KEYS[night.value as NightValue]);
}

/** A yes/no of the entry in words; null when the entry does not say. */
export function yesNoWords(t: TFunction, flag: boolean | null): string | null {
  return flag === null ? null : flag ? t('common.yes') : t('common.no');
}

/** Signs a day carries for what else the night holds; the legend and the day spell them out. */
export const NIGHT_MARKS = [
  { sign: '↑', label: 'nights.selfWokeUp' },
  { sign: '2×', label: 'nights.wetSecondTime' },
  { sign: '✎', label: 'nights.corrected' },
] as const satisfies readonly { sign: string; label: TranslationKey }[];
