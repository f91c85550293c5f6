import { addDays, daysBetween, type Language } from '@vigil/domain';
import type { Db } from '../../db/database.ts';
import type { Unnumbered } from './facts-types.ts';
import { redact, type Identifiers } from './redact.ts';
import type { PatientData } from '../../platform/access/patient-data.ts';

const MESSAGE_WINDOW = 28;
const QUOTED_MESSAGES = 2;
const INTERVENTIONS = 5;

/** The patient's age and sex, and what identifies them (kept on the server, for redaction). */
export async function patientFacts({
  patientId,
  today,
  patients,
}: {
  patientId: number;
  today: string;
  patients: PatientData;
}): Promise<{ fact: Unnumbered; identifiers: Identifiers }> {
  const row = await patients
    .patients()
    .leftJoin('registrationForm', 'registrationForm.patientId', 'patient.id')
    .select([
      'patient.firstName',
      'patient.lastName',
      'patient.gender',
      'patient.dateOfBirth',
      'patient.socialSecurityNr',
      'patient.email',
      'registrationForm.age as registeredAge',
      'registrationForm.childName',
      'registrationForm.parentName',
    ])
    .where('patient.id', '=', patientId)
    .executeTakeFirstOrThrow();
  const age = row.dateOfBirth ? wholeYears(row.dateOfBirth, today) : row.registeredAge;
  return {
    fact: {
      kind: 'patient',
      age: age !== null && age >= 0 ? age : null,
      sex: row.gender === 'Male' ? 'male' : row.gender === 'Female' ? 'female' : 'unknown',
    },
    identifiers: {
      names: [row.firstName, row.lastName, row.childName, row.parentName],
      socialSecurityNr: row.socialSecurityNr,
      email: row.email,
      dateOfBirth: row.dateOfBirth,
    },
  };
}

function wholeYears(birth: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birth.slice(0, 4));
  return today.slice(5) < birth.slice(5) ? years - 1 : years;
}

/** Interventions (the latest five), the messages of the last four weeks and the last two quoted. */
export async function commonFacts(
  db: Db,
  options: { patientId: number; today: string; language: Language; identifiers: Identifiers },
): Promise<Unnumbered[]> {
  const { patientId, today, language } = options;
  const since = addDays(today, -(MESSAGE_WINDOW - 1));
  const [interventions, messages] = await Promise.all([
    db
      .selectFrom('patientIntervention')
      .innerJoin('intervention', 'intervention.id', 'patientIntervention.interventionId')
      .leftJoin('interventionLanguage', (join) =>
        join
          .onRef('interventionLanguage.interventionId', '=', 'intervention.id')
          .on('interventionLanguage.language', '=', language),
      )
      .select([
        'intervention.name',
        'interventionLanguage.name as localName',
        'patientIntervention.startDate',
        'patientIntervention.endDate',
      ])
      .where('patientIntervention.patientId', '=', patientId)
      .orderBy('patientIntervention.startDate', 'desc')
      .orderBy('patientIntervention.id', 'desc')
      .limit(INTERVENTIONS)
      .execute(),
    db
      .selectFrom('patientMessage')
      .select(['text', 'createdAt', 'phoneReadAt', 'watchReadAt'])
      .where('patientId', '=', patientId)
      .where('createdAt', '>=', new Date(`${since}T00:00:00Z`))
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  const facts: Unnumbered[] = interventions.map((row) => ({
    kind: 'intervention',
    name: row.localName ?? row.name,
    startedDaysAgo: daysBetween(row.startDate, today),
    endedDaysAgo: row.endDate === null ? null : daysBetween(row.endDate, today),
  }));
  if (messages.length > 0) {
    facts.push({
      kind: 'messages',
      window: MESSAGE_WINDOW,
      sent: messages.length,
      read: messages.filter((message) => message.phoneReadAt || message.watchReadAt).length,
    });
    for (const message of messages.slice(0, QUOTED_MESSAGES))
      facts.push({
        kind: 'quote',
        source: 'message',
        daysAgo: daysBetween(new Date(message.createdAt).toISOString().slice(0, 10), today),
        text: redact(message.text, options.identifiers),
      });
  }
  return facts;
}
