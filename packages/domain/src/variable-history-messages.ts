// A catalogue of its own, without the schemas beside it: message-ids.ts (which the web's signed-in
// frame reads whole) imports it, and a schema module would construct all its schemas there.

/** Periods of the values-history dialog and the variable panels (docs/requirements/patients.md#values-history); 3m is the default. */
export const HISTORY_DURATIONS = ['1w', '1m', '3m', '6m'] as const;
export type HistoryDuration = (typeof HISTORY_DURATIONS)[number];
export const DEFAULT_HISTORY_DURATION: HistoryDuration = '3m';

export const VARIABLE_HISTORY_MESSAGES = {
  duration: `The period must be one of ${HISTORY_DURATIONS.join(', ')}`,
  acronymMissing: 'Please choose a variable',
  unknownAcronym: (acronym: string) => `Unknown variable: ${acronym}`,
} as const;
