import type { PatientScope } from '../../platform/access/patient-scope.ts';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { alertCategoriesOf } from '../categories/index.ts';

/**
 * Who reads FHIR resources, as the resource sources need it: the caller's patient scope and the
 * alert categories the caller sees (whose memberships are Flags). A request builds it from the
 * caller; an export keeps the one its caller had at the kick-off.
 */
export interface FhirReader {
  readonly scope: PatientScope;
  readonly alertCategoryIds: readonly number[];
}

export async function readerOf(db: Db, actor: Actor): Promise<FhirReader> {
  const alertCategories = await alertCategoriesOf(db, actor).execute();
  return { scope: actor.patientScope, alertCategoryIds: alertCategories.map((category) => category.id) };
}
