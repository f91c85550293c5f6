import type { CalendarNight, NightCalendar } from '@vigil/domain';

/** The nights from `first` to `last` (YYYY-MM-DD) of months read oldest first, in their order. */
export function nightsBetween(
  months: readonly NightCalendar[],
  first: string,
  last: string,
): CalendarNight[] {
  return months
    .flatMap((month) => month.nights)
    .filter((night) => night.night >= first && night.night <= last);
}
