import type { LimitValues } from '../variables/types.ts';
import type { DangerEntry, ListDangerEntry, PatientListRow, PatientStatusRow } from './list.ts';

/**
 * A page's rows with each limit written once: every entry names its limit by its place in
 * `limits`. Limits are told apart by identity, so the server shares one object per general limit
 * among the entries it applies to, and a patient's own limit gets a place of its own.
 */
export function referencingLimits(rows: readonly PatientStatusRow[]): {
  patients: PatientListRow[];
  limits: LimitValues[];
} {
  const limits: LimitValues[] = [];
  const places = new Map<LimitValues, number>();
  const placeOf = (limit: LimitValues) => {
    let place = places.get(limit);
    if (place === undefined) {
      place = limits.push(limit) - 1;
      places.set(limit, place);
    }
    return place;
  };
  const patients = rows.map((row) => {
    const dangerList: Record<string, ListDangerEntry> = {};
    for (const variableId in row.dangerList) {
      const entry = row.dangerList[variableId]!;
      dangerList[variableId] = {
        status: entry.status,
        isPatientLimit: entry.isPatientLimit,
        variableValue: entry.variableValue,
        variableValueFull: entry.variableValueFull,
        daysSince: entry.daysSince,
        limitIndex: entry.limit === null ? null : placeOf(entry.limit),
      };
    }
    return { ...row, dangerList };
  });
  return { patients, limits };
}

/** A page's rows with each entry's limit in place again, as the status icons read them. */
export function withLimitsInForce<Page extends { patients: PatientListRow[]; limits: LimitValues[] }>(
  page: Page,
): Omit<Page, 'patients'> & { patients: PatientStatusRow[] } {
  const patients = page.patients.map((row) => {
    const dangerList: Record<string, DangerEntry> = {};
    for (const [variableId, { limitIndex, ...entry }] of Object.entries(row.dangerList))
      dangerList[variableId] = {
        ...entry,
        limit: limitIndex === null ? null : (page.limits[limitIndex] ?? null),
      };
    return { ...row, dangerList };
  });
  return { ...page, patients };
}
