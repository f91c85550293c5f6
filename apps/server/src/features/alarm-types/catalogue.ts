import {
  ALARM_TYPE_MESSAGES as MESSAGES,
  type AlarmTypeCatalogue,
  type AlarmTypeLanguageForm,
} from '@vigil/domain';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { inTransaction } from '../../db/transactions.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { patientData, unsafeEveryPatient } from '../../platform/access/patient-data.ts';

/** GET /alarm-type/all: every type, and every name of every type. */
export async function alarmTypeCatalogue(db: Db): Promise<AlarmTypeCatalogue> {
  const [types, names] = await Promise.all([
    db.selectFrom('alarmType').select(['id', 'name']).orderBy('name').execute(),
    db
      .selectFrom('alarmTypeLanguage')
      .innerJoin('alarmType', 'alarmType.id', 'alarmTypeLanguage.alarmTypeId')
      .select([
        'alarmTypeLanguage.id',
        'alarmTypeLanguage.language',
        'alarmTypeLanguage.name as languageName',
        'alarmType.id as typeId',
        'alarmType.name as typeName',
      ])
      .orderBy('alarmType.name')
      .orderBy('alarmTypeLanguage.language')
      .execute(),
  ]);
  return {
    alarmTypes: types.map((type) => ({ idalarmType: type.id, alarmType: type.name })),
    alarmTypesLanguage: names.map((row) => ({
      idalarmTypeLanguage: row.id,
      alarmType: { idalarmType: row.typeId, alarmType: row.typeName },
      alarmTypeLanguageName: row.languageName,
      language: row.language,
    })),
  };
}

/** POST /alarm-type/create: the type and, with it, its English name (docs/requirements/administration.md#alarm-types). */
export async function createAlarmType(db: Db, name: string): Promise<AlarmTypeCatalogue> {
  try {
    await inTransaction(db, async (trx) => {
      const type = await trx
        .insertInto('alarmType')
        .values({ name })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('alarmTypeLanguage')
        .values({ alarmTypeId: type.id, language: 'en', name })
        .execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MESSAGES.nameTaken);
    throw error;
  }
  return alarmTypeCatalogue(db);
}

/** POST /alarm-type-language/create: the type's name in a language, replacing an earlier one. */
export async function saveAlarmTypeLanguage(
  db: Db,
  form: AlarmTypeLanguageForm,
): Promise<AlarmTypeCatalogue> {
  const type = await db
    .selectFrom('alarmType')
    .select('id')
    .where('id', '=', form.alarmType)
    .executeTakeFirst();
  if (!type) throw notFound(MESSAGES.unknownAlarmType);
  await db
    .insertInto('alarmTypeLanguage')
    .values({ alarmTypeId: form.alarmType, language: form.language, name: form.alarmTypeLanguageName })
    .onConflict((on) =>
      on.columns(['alarmTypeId', 'language']).doUpdateSet({ name: form.alarmTypeLanguageName }),
    )
    .execute();
  return alarmTypeCatalogue(db);
}

/** DELETE /alarm-type/delete/{id}: refused while a patient uses the type. */
export async function deleteAlarmType(db: Db, id: number): Promise<AlarmTypeCatalogue> {
  const used = await patientData(db, unsafeEveryPatient('a type in use by any patient stays'))
    .patients()
    .select('patient.id')
    .where('alarmTypeId', '=', id)
    .limit(1)
    .executeTakeFirst();
  if (used) throw conflict(MESSAGES.inUse);
  const deleted = await db.deleteFrom('alarmType').where('id', '=', id).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw notFound(MESSAGES.unknownAlarmType);
  return alarmTypeCatalogue(db);
}
