import { z } from 'zod';
import { integerColumnSchema } from '../ids.ts';
import { ACKNOWLEDGEMENT_MESSAGES } from './messages.ts';

/** A snooze lasts at most this long; "until new data" has no end of its own. */
export const MAX_SNOOZE_DAYS = 30;
/** The longest comment an acknowledgement keeps. */
export const MAX_ACKNOWLEDGEMENT_COMMENT = 500;
/** The snoozes the web offers besides "until new data", in hours from now. */
export const SNOOZE_HOURS = [1, 4, 8, 24, 72] as const;

/**
 * The rule of an acknowledged alert (docs/decisions/categories.md#an-acknowledged-alert): it holds — the
 * patient does not count in ALERTS for that category — until its snooze ends, if it has one, and
 * until the patient's data change (an entry later than the acknowledgement). The server's SQL
 * (features/categories/acknowledgements.ts) is this rule, tested against it.
 */
export function acknowledgementHolds(
  acknowledgement: { readonly acknowledgedAt: Date | string; readonly snoozeUntil: Date | string | null },
  patient: { readonly lastEntryAt: Date | string | null },
  now: Date,
): boolean {
  const at = new Date(acknowledgement.acknowledgedAt).getTime();
  if (
    acknowledgement.snoozeUntil !== null &&
    new Date(acknowledgement.snoozeUntil).getTime() <= now.getTime()
  )
    return false;
  return patient.lastEntryAt === null || new Date(patient.lastEntryAt).getTime() <= at;
}

/**
 * POST /patients/{id}/alert-acknowledgements: acknowledge the patient's alert in one alert
 * category (a category panel), or in every alert category the patient is in now (the ALERTS
 * dialog); with an optional comment, and a snooze until a time or (null) until new data.
 */
export const acknowledgeAlertSchema = z.object({
  categoryId: integerColumnSchema.positive().optional(),
  comment: z
    .string()
    .trim()
    .max(MAX_ACKNOWLEDGEMENT_COMMENT, ACKNOWLEDGEMENT_MESSAGES.commentTooLong)
    .nullable()
    .default(null)
    .transform((comment) => (comment === '' ? null : comment)),
  snoozeUntil: z.iso
    .datetime({ offset: true, message: ACKNOWLEDGEMENT_MESSAGES.snoozeTime })
    .nullable()
    .default(null),
});
export type AcknowledgeAlert = z.input<typeof acknowledgeAlertSchema>;

/** One acknowledgement as answered. */
export const alertAcknowledgementSchema = z.object({
  categoryId: integerColumnSchema,
  at: z.string(),
  iduser: integerColumnSchema.nullable(),
  name: z.string(),
  comment: z.string().nullable(),
  snoozeUntil: z.string().nullable(),
});
export type AlertAcknowledgement = z.infer<typeof alertAcknowledgementSchema>;

export const acknowledgedAnswerSchema = z.object({ acknowledged: z.array(alertAcknowledgementSchema) });
