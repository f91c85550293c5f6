import { isCalendarDate } from '../calendar-date.ts';
import { z } from 'zod';
import { idSchema, INTEGER_COLUMN_MAX, integerColumnSchema } from '../ids.ts';
import { INTERVENTION_MESSAGES } from './messages.ts';

/** The two kinds of intervention (docs/requirements/administration.md#interventions-catalogue): one day, or a start and an end date. */
export const INTERVENTION_TYPES = ['One day intervention', 'Start and end date'] as const;
export type InterventionType = (typeof INTERVENTION_TYPES)[number];

/** Ids are PostgreSQL integers; a larger number can name no record. */

/** An intervention of the catalogue, with its name in the reader's language when one is stored. */
export const interventionSchema = z.object({
  idintervention: integerColumnSchema,
  name: z.string(),
  description: z.string(),
  type: z.enum(INTERVENTION_TYPES),
  nameLanguage: z.string(),
});
export type Intervention = z.infer<typeof interventionSchema>;

/** docs/requirements/patients.md#interventions: idinterventionPatient, intervention, patient, patientId, comment, startDate, endDate. */
export const patientInterventionSchema = z.object({
  idinterventionPatient: integerColumnSchema,
  intervention: interventionSchema,
  patient: z.object({ idpatient: integerColumnSchema, fullName: z.string() }),
  patientId: integerColumnSchema,
  comment: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type PatientIntervention = z.infer<typeof patientInterventionSchema>;

/**
 * The body of POST /intervention-patient/create. Every field may be missing or empty so that the
 * server answers with the spec's message rather than a schema error.
 */
export const patientInterventionInputSchema = z.object({
  intervention: z.object({ idintervention: idSchema.nullish() }).nullish(),
  patientId: z
    .number({ message: INTERVENTION_MESSAGES.fillAllFields })
    .int()
    .positive()
    .max(INTEGER_COLUMN_MAX),
  comment: z.string().nullish(),
  startDate: z.string().nullish(),
  endDate: z.string().nullish(),
});
export type PatientInterventionInput = z.infer<typeof patientInterventionInputSchema>;

/** The body of PUT /intervention-patient/update: the same fields and the id of the record. */
export const patientInterventionUpdateSchema = patientInterventionInputSchema.extend({
  idinterventionPatient: z
    .number({ message: INTERVENTION_MESSAGES.notFound })
    .int()
    .positive()
    .max(INTEGER_COLUMN_MAX),
});
export type PatientInterventionUpdate = z.infer<typeof patientInterventionUpdateSchema>;

export { isCalendarDate };

const blank = (text: string | null | undefined) => text == null || text.trim() === '';

/**
 * The dates a patient intervention is stored with, or the spec's message (docs/requirements/validation.md#intervention-form): intervention,
 * comment and start date are required, and the start may not come after the end. A one-day
 * intervention ends the day it starts, whatever end date was sent; a start-and-end one may
 * leave its end open while it goes on. Server and web run this same function.
 */
export function patientInterventionDates(
  input: Pick<PatientInterventionInput, 'intervention' | 'comment' | 'startDate' | 'endDate'>,
  type: InterventionType | null,
): { ok: true; startDate: string; endDate: string | null } | { ok: false; message: string } {
  const { intervention, comment, startDate, endDate } = input;
  if (intervention?.idintervention == null || blank(comment) || startDate == null || blank(startDate)) {
    return { ok: false, message: INTERVENTION_MESSAGES.fillAllFields };
  }
  if (!isCalendarDate(startDate)) return { ok: false, message: INTERVENTION_MESSAGES.wrongDate };
  if (type === 'One day intervention') return { ok: true, startDate, endDate: startDate };
  if (endDate == null || blank(endDate)) return { ok: true, startDate, endDate: null };
  // ISO dates compare as text.
  if (!isCalendarDate(endDate) || startDate > endDate) {
    return { ok: false, message: INTERVENTION_MESSAGES.wrongDate };
  }
  return { ok: true, startDate, endDate };
}
