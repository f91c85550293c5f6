import type { Limit } from '@vigil/domain';

/** The limits tables' filter: by variable name or acronym, or by patient name. */
export function matchesLimit(limit: Limit, filter: string): boolean {
  const needle = filter.trim().toLowerCase();
  if (needle === '') return true;
  return [
    limit.patientVariable.variableName,
    limit.patientVariable.acronyme,
    limit.patient?.fullName ?? '',
  ].some((text) => text.toLowerCase().includes(needle));
}
