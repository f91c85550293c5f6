import {
  canReceiveMessages,
  patientMessageProblem,
  type PatientMessage,
  type PatientMessageForm,
  type PatientMessageList,
  type PatientMessageListQuery,
  CATALOGUE,
} from '@vigil/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { badRequest } from '../../platform/errors.ts';
import { patientsOf } from '../../platform/access/patient-data.ts';

interface PatientOptions {
  readonly db: Db;
  readonly actor: Actor;
  readonly patientId: number;
}

/**
 * POST /patients/{id}/patient-message: queues a message for the patient's phone and watch. Only a
 * phone app of version 2.1.7 or later can show it (docs/requirements/patients.md#app-version); the version is the one the app
 * last reported on the patient row.
 */
export async function sendPatientMessage(
  options: PatientOptions & { form: PatientMessageForm },
): Promise<PatientMessage> {
  const { db, actor, patientId, form } = options;
  const patients = patientsOf(db, actor);
  await patients.require(patientId);
  const problem = patientMessageProblem(form);
  if (problem !== null) throw badRequest(problem);
  const { appVersion } = await patients
    .patients()
    .select('appVersion')
    .where('patient.id', '=', patientId)
    .executeTakeFirstOrThrow();
  if (!canReceiveMessages(appVersion)) throw badRequest(CATALOGUE.patientMessage.oldAppVersion);
  const row = await db
    .insertInto('patientMessage')
    .values({
      patientId,
      title: form.messageTitle?.trim() ?? '',
      text: (form.messageText ?? '').trim(),
      createdBy: actor.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return toPatientMessage(
    await selectMessages(db).where('message.id', '=', row.id).executeTakeFirstOrThrow(),
  );
}

/** GET /patients/{id}/patient-messages: a page of the patient's messages, newest first, and the total. */
export async function listPatientMessages(
  options: PatientOptions & { query: PatientMessageListQuery },
): Promise<PatientMessageList> {
  const { db, actor, patientId, query } = options;
  await patientsOf(db, actor).require(patientId);
  const rows = await selectMessages(db)
    .where('message.patientId', '=', patientId)
    .orderBy('message.createdAt', 'desc')
    .orderBy('message.id', 'desc')
    .offset(query.offset)
    .limit(query.limit)
    .execute();
  const { total } = await db
    .selectFrom('patientMessage')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('patientId', '=', patientId)
    .executeTakeFirstOrThrow();
  return { messages: rows.map(toPatientMessage), total: Number(total) };
}

function selectMessages(db: Db) {
  return db
    .selectFrom('patientMessage as message')
    .leftJoin('appUser as sender', 'sender.id', 'message.createdBy')
    .select([
      'message.id',
      'message.title',
      'message.text',
      'message.createdAt',
      'message.phoneDeliveredAt',
      'message.phoneReadAt',
      'message.watchDeliveredAt',
      'message.watchReadAt',
      sql<string | null>`nullif(btrim(concat_ws(' ', sender.first_name, sender.last_name)), '')`.as('sentBy'),
    ]);
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessages>['execute']>>[number];

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toPatientMessage(row: MessageRow): PatientMessage {
  return {
    idpatientMessage: row.id,
    messageTitle: row.title,
    messageText: row.text,
    createdAt: new Date(row.createdAt).toISOString(),
    sentBy: row.sentBy,
    phoneDeliveredAt: isoOrNull(row.phoneDeliveredAt),
    phoneReadAt: isoOrNull(row.phoneReadAt),
    watchDeliveredAt: isoOrNull(row.watchDeliveredAt),
    watchReadAt: isoOrNull(row.watchReadAt),
  };
}
