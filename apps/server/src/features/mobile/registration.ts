import {
  MESSAGE_LANGUAGES,
  type MessageLanguage,
  type AlarmType,
  type RegistrationOptions,
  type RegistrationRequest,
  type RegistrationResponse,
  CATALOGUE,
} from '@vigil/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { issueDeviceCredential, revokeDevices } from '../../platform/auth/devices.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { runOnce, type KeyedResponse } from './idempotency.ts';
import { mobilePatient } from './profile.ts';
import { devicePatient } from '../../platform/access/patient-data.ts';
import { markPatientDue } from '../derived-data/index.ts';

/** What a registration keeps for a retry: never the credential itself, only which one it was. */
interface KeptRegistration {
  readonly patientId: number;
  readonly deviceId: number;
}

/**
 * Registers a child from the phone app's form: the patient (clinic chosen, not yet approved:
 * approvedClinic null), the form as sent, and the phone's credential. A retry with the same key
 * answers for the same patient with a new credential and ends the one its first answer carried,
 * which the phone never saw (only credential digests are stored, so none can be answered twice).
 */
export async function registerPatient(
  db: Db,
  { form, key, now }: { form: RegistrationRequest; key: string; now: Date },
): Promise<KeyedResponse<RegistrationResponse>> {
  return runOnce<RegistrationResponse, KeptRegistration>(
    db,
    { scope: 'registration', patientId: null, key, route: 'POST /mobile/registration', body: form },
    {
      run: async (trx) => {
        const patientId = await createPatient(trx, form);
        const { token, deviceId } = await issueDeviceCredential(trx, {
          patientId,
          kind: 'phone',
          appVersion: form.appVersion,
        });
        await markPatientDue(trx, patientId);
        const patient = await mobilePatient(trx, { patientId, kind: 'phone' }, now);
        return { status: 201, body: { deviceToken: token, patient }, stored: { patientId, deviceId } };
      },
      replay: async (trx, kept) => {
        // A retry renews the credential only while the phone cannot have received it: once the
        // patient is gone or has sent anything, the key no longer hands out the patient's phone.
        if (!(await awaitsFirstData(trx, kept.patientId))) throw conflict(CATALOGUE.mobile.registrationInUse);
        await revokeDevices(trx, kept.patientId, 'phone');
        const { token, deviceId } = await issueDeviceCredential(trx, {
          patientId: kept.patientId,
          kind: 'phone',
          appVersion: form.appVersion,
        });
        const patient = await mobilePatient(trx, { patientId: kept.patientId, kind: 'phone' }, now);
        return { body: { deviceToken: token, patient }, stored: { patientId: kept.patientId, deviceId } };
      },
    },
  );
}

/** True while the patient exists and nothing has arrived from their devices yet. */
async function awaitsFirstData(trx: Db, patientId: number): Promise<boolean> {
  const row = await devicePatient(trx, patientId)
    .select()
    .select((eb) => [
      eb
        .exists(eb.selectFrom('nightlyEntry').select('id').where('patientId', '=', patientId))
        .as('hasNights'),
      eb
        .exists(eb.selectFrom('technicalError').select('id').where('patientId', '=', patientId))
        .as('hasErrors'),
    ])
    .executeTakeFirst();
  return row !== undefined && !row.hasNights && !row.hasErrors;
}

async function createPatient(trx: Db, form: RegistrationRequest): Promise<number> {
  const [clinic, country, alarmType] = await Promise.all([
    trx.selectFrom('clinic').select(['id', 'name']).where('id', '=', form.clinicId).executeTakeFirst(),
    form.countryId === null
      ? undefined
      : trx.selectFrom('country').select('id').where('id', '=', form.countryId).executeTakeFirst(),
    form.alarmTypeName === null ? undefined : findAlarmType(trx, form.alarmTypeName),
  ]);
  if (!clinic) throw badRequest(CATALOGUE.patient.chooseClinic);
  if (form.countryId !== null && !country) throw badRequest(CATALOGUE.mobile.countryId);
  if (form.alarmTypeName !== null && !alarmType) throw badRequest(CATALOGUE.mobile.alarmType);

  const { firstName, lastName } = splitName(form.childName);
  const patient = await trx
    .insertInto('patient')
    .values({
      firstName,
      lastName,
      gender: form.gender,
      // The clinic decides (docs/requirements/patients.md#clinic-approval, Patient: clinic approval).
      approvedClinic: null,
      language: form.dbLanguage,
      timezone: form.timezone,
      appVersion: form.appVersion,
      alarmTypeId: alarmType?.id ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('patientClinic').values({ patientId: patient.id, clinicId: clinic.id }).execute();
  await trx
    .insertInto('registrationForm')
    .values({
      patientId: patient.id,
      childName: form.childName,
      parentName: form.parentName,
      age: form.age,
      gender: form.gender,
      clinicName: clinic.name,
      dbLanguage: form.dbLanguage,
      town: form.town,
      countryId: form.countryId,
      timezone: form.timezone,
      alarmTypeName: alarmType?.name ?? form.alarmTypeName,
      appVersion: form.appVersion,
      answerA: form.answerA,
      answerB: form.answerB,
      answerC: form.answerC,
      answerD1: form.answerD1,
      answerD2: form.answerD2,
      answerD3: form.answerD3,
      answerD4: form.answerD4,
      answerD5: form.answerD5,
      answerD6: form.answerD6,
      answerD7: form.answerD7,
      answerD8: form.answerD8,
      answerD9: form.answerD9,
      answerD10: form.answerD10,
      questionTexts: JSON.stringify(form.questions),
    })
    .execute();
  return patient.id;
}

/** An alarm type by its name or one of its translations, ignoring case. */
async function findAlarmType(db: Db, name: string) {
  return db
    .selectFrom('alarmType')
    .select(['alarmType.id', 'alarmType.name'])
    .where((eb) =>
      eb.or([
        eb(sql`lower(alarm_type.name)`, '=', name.toLowerCase()),
        eb.exists(
          eb
            .selectFrom('alarmTypeLanguage')
            .select('alarmTypeLanguage.id')
            .whereRef('alarmTypeLanguage.alarmTypeId', '=', 'alarmType.id')
            .where(sql`lower(alarm_type_language.name)`, '=', name.toLowerCase()),
        ),
      ]),
    )
    .orderBy('alarmType.id')
    .executeTakeFirst();
}

/** "Anna Maria Svensson": first names Anna Maria, last name Svensson; one word is a first name. */
export function splitName(childName: string): { firstName: string; lastName: string } {
  const words = childName.trim().split(/\s+/);
  if (words.length === 1) return { firstName: words[0]!, lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1)! };
}

/**
 * The choices of the registration form: clinics, countries, alarm types (named in the form's
 * language where a translation exists, with every translation) and languages.
 */
export async function registrationOptions(db: Db, language?: MessageLanguage): Promise<RegistrationOptions> {
  const [clinics, countries, types] = await Promise.all([
    db
      .selectFrom('clinic')
      .select(['id', 'name', 'city', 'countryId'])
      .orderBy('name')
      .orderBy('id')
      .execute(),
    db.selectFrom('country').select(['id', 'name']).orderBy('name').execute(),
    alarmTypes(db),
  ]);
  return {
    clinics: clinics.map((clinic) => ({
      idclinic: clinic.id,
      clinicName: clinic.name,
      city: clinic.city,
      countryId: clinic.countryId,
    })),
    countries,
    alarmTypes: types.map((type) => ({
      idalarmType: type.idalarmType,
      alarmType: type.alarmType,
      name:
        type.languages.find((translation) => translation.language === language)?.alarmTypeLanguageName ??
        type.alarmType,
      languages: type.languages.map((translation) => ({
        language: translation.language,
        name: translation.alarmTypeLanguageName,
      })),
    })),
    languages: [...MESSAGE_LANGUAGES],
  };
}

/** GET /alarm-types (docs/requirements/mobile.md#registration): every alarm type with its names per language. */
export async function alarmTypes(db: Db): Promise<AlarmType[]> {
  const [types, translations] = await Promise.all([
    db.selectFrom('alarmType').select(['id', 'name']).orderBy('name').execute(),
    db
      .selectFrom('alarmTypeLanguage')
      .select(['alarmTypeId', 'language', 'name'])
      .orderBy('language')
      .execute(),
  ]);
  return types.map((type) => ({
    idalarmType: type.id,
    alarmType: type.name,
    typeName: type.name,
    languages: translations
      .filter((translation) => translation.alarmTypeId === type.id)
      .map((translation) => ({ language: translation.language, alarmTypeLanguageName: translation.name })),
  }));
}
