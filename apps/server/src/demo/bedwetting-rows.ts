import { isoInstant, SECONDS_PER_DAY } from './model/calendar.ts';
import type { BedwettingPatient } from './model/index.ts';
import { dayNumber, type Placement } from './placement.ts';
import type { ReferenceIds } from './reference-data.ts';
import type { DemoRows } from './rows.ts';

const HOUR = 3600;
/** Staff close a case (set the patient inactive) this long after recording its outcome. */
const INACTIVE_AFTER_OUTCOME_DAYS = 30;

/** Adds one generated child, as the phone app and the clinic would have stored them, to the rows. */
export function addBedwettingPatient(
  rows: DemoRows,
  child: BedwettingPatient,
  patientId: number,
  placement: Placement,
  references: ReferenceIds,
  today: number,
): void {
  const { profile } = child;
  const entries = child.nights.filter((night) => night.value !== null);
  const outcomeDay = child.outcomeRecordedOn === null ? null : dayNumber(child.outcomeRecordedOn);

  rows.patient.push({
    id: patientId,
    firstName: profile.firstName,
    lastName: profile.lastName,
    dateOfBirth: profile.dateOfBirth,
    gender: profile.gender,
    createdAt: placement.registeredAt,
    inactive: outcomeDay !== null && today - outcomeDay > INACTIVE_AFTER_OUTCOME_DAYS,
    approvedClinic: placement.approvedClinic,
    language: profile.language,
    timezone: profile.timezone,
    serviceEnabled: placement.serviceEnabled,
    serviceExpiryDate: placement.serviceExpiryDate,
    serviceTrialExpiryDate: placement.serviceTrialExpiryDate,
    primaryPhysicianId: placement.primaryPhysicianId,
    responsibleUserId: placement.responsibleUserId,
    appVersion: profile.appVersion,
    alarmTypeId: references.alarmTypeIds.get(profile.alarmTypeName) ?? null,
    firstEntryDate: entries[0]?.date ?? null,
    lastEntryAt: entries.at(-1)?.recordedAt ?? null,
  });
  rows.patientClinic.push({ patientId, clinicId: placement.clinic.id, createdAt: placement.registeredAt });
  for (const icdCode of child.diagnoses) {
    rows.patientDiagnosis.push({ patientId, icdCode, diagnosedAt: child.startDate });
  }
  rows.registrationForm.push({
    patientId,
    childName: profile.childName,
    parentName: profile.parentName,
    age: profile.age,
    gender: profile.gender,
    clinicName: placement.clinic.name,
    dbLanguage: profile.language,
    town: profile.town,
    countryId: references.countryIds.get(profile.country) ?? null,
    timezone: profile.timezone,
    alarmTypeName: profile.alarmTypeName,
    appVersion: profile.appVersion,
    answerA: profile.answerA,
    answerB: profile.answerB,
    answerC: profile.answerC,
    answerD1: String(profile.answerD1),
    answerD2: String(profile.answerD2),
    answerD3: String(profile.answerD3),
    answerD4: String(profile.answerD4),
    answerD5: String(profile.answerD5),
    answerD6: String(profile.answerD6),
    answerD7: String(profile.answerD7),
    answerD8: String(profile.answerD8),
    answerD9: String(profile.answerD9),
    answerD10: String(profile.answerD10),
    submittedAt: placement.registeredAt,
    updatedAt: placement.registeredAt,
  });

  // A night the family did not record has no row: "no entry" is what the computed variables count.
  for (const night of entries) {
    if (night.value === null || night.recordedAt === null) continue;
    rows.nightlyEntry.push({
      patientId,
      night: night.date,
      value: night.value,
      wokeUp: night.wokeUp,
      selfWokeUp: night.selfWokeUp,
      timeStampWokeUp: night.timeStampWokeUp,
      wetSecondTime: night.wetSecondTime,
      source: 'phone',
      recordedAt: night.recordedAt,
    });
  }
  for (const error of child.technicalErrors) {
    rows.technicalError.push({
      patientId,
      occurredAt: error.at,
      night: error.date,
      text: error.text,
      fixed: error.fixed,
      // The family fixes a problem during the day after the alarm reported it.
      fixedAt: error.fixed ? isoInstant(Date.parse(error.at) / 1000 + 12 * HOUR) : null,
      source: 'phone',
    });
  }
  if (child.outcome !== null && outcomeDay !== null) {
    rows.treatmentOutcome.push({
      patientId,
      value: child.outcome,
      source: 'staff',
      recordedBy: placement.responsibleUserId,
      recordedAt: isoInstant(outcomeDay * SECONDS_PER_DAY + 10 * HOUR),
    });
  }
}
