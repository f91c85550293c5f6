import type { LimitGender, LimitValues } from '../variables/types.ts';

export type PatientGender = 'Male' | 'Female' | 'Unknown';

export interface GeneralLimitCandidate extends LimitValues {
  readonly gender: LimitGender;
  readonly ageLower: number | null;
  readonly ageUpper: number | null;
}

const GENDER_OF_LIMIT: Record<Exclude<LimitGender, 'ALL'>, PatientGender> = { WOMEN: 'Female', MEN: 'Male' };

/** Age in whole years on a day ('YYYY-MM-DD' strings, so no time zone can move a birthday). */
export function ageInYears(dateOfBirth: string, on: string): number {
  const [birthYear, birthMonth, birthDay] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [year, month, day] = on.split('-').map(Number) as [number, number, number];
  const hadBirthday = month > birthMonth || (month === birthMonth && day >= birthDay);
  return year - birthYear - (hadBirthday ? 0 : 1);
}

/** True when a general limit applies to a patient of this gender and age (ageLower ≤ age < ageUpper). */
export function limitApplies(
  limit: GeneralLimitCandidate,
  gender: PatientGender,
  age: number | null,
): boolean {
  if (limit.gender !== 'ALL' && GENDER_OF_LIMIT[limit.gender] !== gender) return false;
  if (limit.ageLower === null && limit.ageUpper === null) return true;
  if (age === null) return false;
  return (
    (limit.ageLower === null || limit.ageLower <= age) && (limit.ageUpper === null || age < limit.ageUpper)
  );
}

/**
 * The most specific general limit for a patient (docs/requirements/limits-and-statuses.md#limit-in-force): an exact gender before ALL, then a
 * narrower age range before a wider one. A patient's own limit, when there is one, wins over all
 * of these; the caller checks that first.
 */
export function selectGeneralLimit<L extends GeneralLimitCandidate>(
  limits: readonly L[],
  gender: PatientGender,
  age: number | null,
): L | null {
  let best: L | null = null;
  for (const limit of limits) {
    if (!limitApplies(limit, gender, age)) continue;
    if (best === null || specificity(limit) < specificity(best)) best = limit;
  }
  return best;
}

/** Lower is more specific: gender first, then the width of the age range (open ends count as wide). */
function specificity(limit: GeneralLimitCandidate): number {
  const genderRank = limit.gender === 'ALL' ? 1 : 0;
  const width = (limit.ageUpper ?? 1000) - (limit.ageLower ?? 0);
  return genderRank * 10_000 + width;
}
