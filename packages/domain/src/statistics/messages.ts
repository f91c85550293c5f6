export const STATISTICS_MESSAGES = {
  endBeforeStart: 'The end date cannot be before the start date',
  outsideDates: 'Choose dates between {min} and {max}',
  unknownNurse: 'No statistics for that nurse',
  unknownGroup: 'No statistics for that group',
  unknownCohort: 'No statistics for that cohort',
  unknownK: 'No statistics for that @k',
} as const;
