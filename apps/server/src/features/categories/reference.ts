import {
  CATEGORY_GENDERS,
  hasRights,
  ICD_SEARCH_LIMIT,
  ICD_SEARCH_MIN_LENGTH,
  isEqualityOnly,
  OTHER_RELATIONS,
  OTHER_VARIABLE_VALUE_TYPES,
  OTHER_VARIABLES,
  type IcdCode,
  type OtherVariableOption,
  type Physician,
} from '@vigil/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../platform/auth/actor.ts';

/**
 * GET /icdcodes?search=: ICD-10-CM codes whose code starts with the search (a dot may be left out:
 * E119 finds E11.9) or whose description holds every word of it; codes first, then descriptions
 * that start with the search. Shorter searches than the dialog's 4 characters find nothing.
 */
export async function searchIcdCodes(db: Db, search: string): Promise<IcdCode[]> {
  const text = search.trim();
  if (text.length < ICD_SEARCH_MIN_LENGTH) return [];
  const escape = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);
  const compact = text.toUpperCase().replace(/\s+/g, '');
  const codePrefix = /^[A-Z][0-9A-Z]{2}[0-9A-Z]{1,4}$/.test(compact)
    ? `${compact.slice(0, 3)}.${compact.slice(3)}`
    : compact;
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  // Something shaped like a code (a letter, then a digit) is looked up on the code index alone.
  const looksLikeCode = /^[A-Za-z]\d/.test(text);
  const rows = await db
    .selectFrom('icdCode')
    .select(['code', 'description'])
    .where((eb) =>
      looksLikeCode
        ? eb('code', 'like', `${escape(codePrefix)}%`)
        : eb.or([
            eb('code', 'like', `${escape(codePrefix)}%`),
            eb.and(words.map((word) => eb(sql<string>`lower(description)`, 'like', `%${escape(word)}%`))),
          ]),
    )
    .orderBy(
      sql`case when code like ${`${escape(codePrefix)}%`} then 0
      when lower(description) like ${`${escape(text.toLowerCase())}%`} then 1 else 2 end`,
    )
    .orderBy('code')
    .limit(ICD_SEARCH_LIMIT)
    .execute();
  return rows.map((row) => ({ icdCode: row.code, diagnosisName: row.description }));
}

/** The clinics whose physicians and names the actor may pick: every clinic for admins, else their organizations'. */
function pickableClinicIds(db: Db, actor: Actor) {
  return db
    .selectFrom('clinic')
    .select('clinic.id')
    .where('clinic.organizationId', 'in', (eb) =>
      eb
        .selectFrom('clinic as own')
        .select('own.organizationId')
        .where('own.id', 'in', actor.clinicIds.length ? [...actor.clinicIds] : [-1]),
    );
}

/** GET /physicians: the physicians of the actor's organizations (all of them for admins), by last name. */
export async function listPhysicians(db: Db, actor: Actor): Promise<Physician[]> {
  let query = db
    .selectFrom('physician')
    .select(['id', 'firstName', 'middleName', 'lastName'])
    .orderBy(sql`lower(last_name)`)
    .orderBy(sql`lower(first_name)`)
    .orderBy('id');
  if (!hasRights(actor.role, 'ADMIN_RIGHTS'))
    query = query.where('clinicId', 'in', pickableClinicIds(db, actor));
  const rows = await query.execute();
  return rows.map((row) => ({
    idphysician: row.id,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    fullName: [row.firstName, row.middleName, row.lastName].filter(Boolean).join(' '),
  }));
}

/** GET /othervariables: the other-condition variables with their operators and, for choices, the values. */
export async function listOtherVariables(db: Db, actor: Actor): Promise<OtherVariableOption[]> {
  let clinicQuery = db
    .selectFrom('clinic')
    .select(['id', 'name'])
    .orderBy(sql`lower(name)`);
  if (!hasRights(actor.role, 'ADMIN_RIGHTS'))
    clinicQuery = clinicQuery.where('id', 'in', pickableClinicIds(db, actor));
  const [clinics, alarmTypes, physicians] = await Promise.all([
    clinicQuery.execute(),
    db
      .selectFrom('alarmType')
      .select(['id', 'name'])
      .orderBy(sql`lower(name)`)
      .execute(),
    listPhysicians(db, actor),
  ]);
  const choices = {
    gender: CATEGORY_GENDERS.map((gender) => ({ value: gender, label: gender })),
    clinic: clinics.map((row) => ({ value: String(row.id), label: row.name })),
    alarmType: alarmTypes.map((row) => ({ value: String(row.id), label: row.name })),
    physician: physicians.map((row) => ({ value: String(row.idphysician), label: row.fullName })),
  };
  return OTHER_VARIABLES.map((otherVariable) => {
    const valueType = OTHER_VARIABLE_VALUE_TYPES[otherVariable];
    return {
      otherVariable,
      relations: isEqualityOnly(otherVariable) ? ['EQ'] : [...OTHER_RELATIONS],
      valueType,
      values: valueType === 'date' || valueType === 'days' ? null : choices[valueType],
    };
  });
}
