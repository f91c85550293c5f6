import { decimalText, MAX_PAGE } from '../ids.ts';
import { z } from 'zod';
import { integerColumnSchema } from '../ids.ts';
import { PATIENT_MESSAGE_TEXTS } from './texts.ts';

/** The oldest phone app that can receive messages: 2.1.7 (docs/requirements/patients.md#app-version). */
export const MIN_MESSAGING_APP_VERSION = 217;
/** What a version string that is not five characters long counts as (docs/requirements/patients.md#app-version). */
export const UNREADABLE_APP_VERSION = 200;

/** The message list shows 3 messages first, then 5 more per Show More (docs/requirements/constants.md#page-sizes). */
export const MESSAGE_LIST_FIRST = 3;
export const MESSAGE_LIST_MORE = 5;
export const MAX_MESSAGE_LIST_PAGE = 100;

/**
 * The app version as a number: '2.1.7' is 217. The rule of the spec is kept as it is, so a string
 * that is not exactly five characters long ('2.0', '2.1.10', none at all) counts as 200, as does one
 * that is not digits and dots.
 */
export function appVersionNumber(version: string | null | undefined): number {
  if (version?.length !== 5) return UNREADABLE_APP_VERSION;
  const digits = version.replaceAll('.', '');
  return /^\d+$/.test(digits) ? Number(digits) : UNREADABLE_APP_VERSION;
}

/** Whether a patient whose phone runs `version` can receive messages. */
export function canReceiveMessages(version: string | null | undefined): boolean {
  return appVersionNumber(version) >= MIN_MESSAGING_APP_VERSION;
}

/** The send-messages dialog's form; a missing title is allowed once the sender confirmed it. */
export const patientMessageFormSchema = z.object({
  messageTitle: z.string().max(200).nullish(),
  messageText: z.string().max(4000).nullish(),
});
export type PatientMessageForm = z.infer<typeof patientMessageFormSchema>;

/** The first message the form deserves, or null. */
export function patientMessageProblem(form: PatientMessageForm): string | null {
  return form.messageText?.trim() ? null : PATIENT_MESSAGE_TEXTS.fillText;
}

/** A message staff sent to a patient, with when the phone and the watch fetched and read it. */
export const patientMessageSchema = z.object({
  idpatientMessage: integerColumnSchema,
  messageTitle: z.string(),
  messageText: z.string(),
  createdAt: z.string(),
  sentBy: z.string().nullable(),
  phoneDeliveredAt: z.string().nullable(),
  phoneReadAt: z.string().nullable(),
  watchDeliveredAt: z.string().nullable(),
  watchReadAt: z.string().nullable(),
});
export type PatientMessage = z.infer<typeof patientMessageSchema>;

/** GET /patients/{id}/patient-messages?offset&limit: newest first; 3 by default, as the list opens. */
export const patientMessageListQuerySchema = z.object({
  offset: decimalText(z.coerce.number().int().min(0).max(MAX_PAGE).default(0)),
  limit: decimalText(z.coerce.number().int().min(1).max(MAX_MESSAGE_LIST_PAGE).default(MESSAGE_LIST_FIRST)),
});
export type PatientMessageListQuery = z.infer<typeof patientMessageListQuerySchema>;

export const patientMessageListSchema = z.object({
  messages: z.array(patientMessageSchema),
  /** All of the patient's messages, so the list knows whether Show More has anything left. */
  total: integerColumnSchema,
});
export type PatientMessageList = z.infer<typeof patientMessageListSchema>;
