/** Status of patient variables: the age it is evaluated at, and the pass that follows the calendar. */
export { knownAgeSql } from './known-age.ts';
export { refreshAgedStatuses, variableStatusAgesJob } from './status-ages.ts';
