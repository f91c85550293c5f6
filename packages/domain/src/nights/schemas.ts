import { z } from 'zod';
import { isMonth, NIGHT_STATES } from './calendar.ts';
import { integerColumnSchema } from '../ids.ts';
import { NIGHTS_MESSAGES } from './messages.ts';

/** GET /patients/{id}/nights: the month to show, the patient's current month when left out. */
export const nightsQuerySchema = z.object({
  month: z.string().refine(isMonth, NIGHTS_MESSAGES.month).optional(),
});

/** A technical alarm error (docs/requirements/variables.md#variable-values, Variable value: technicalError, its text and fixed flag). */
export const technicalErrorSchema = z.object({
  idtechnicalError: integerColumnSchema,
  night: z.string(),
  occurredAt: z.string(),
  technicalErrorText: z.string(),
  technicalErrorFixed: z.boolean(),
  fixedAt: z.string().nullable(),
  fixedBy: z.string().nullable(),
  source: z.string(),
});
export type TechnicalError = z.infer<typeof technicalErrorSchema>;

/** One day of the calendar with the night's current entry (docs/requirements/variables.md#variable-values, Variable value). */
export const calendarNightSchema = z.object({
  night: z.string(),
  state: z.enum(NIGHT_STATES),
  value: integerColumnSchema.nullable(),
  wokeUp: z.boolean().nullable(),
  selfWokeUp: z.boolean().nullable(),
  timeStampWokeUp: z.string().nullable(),
  wetSecondTime: z.boolean().nullable(),
  recordedAt: z.string().nullable(),
  /** The entry replaced an earlier one for the same night. */
  corrected: z.boolean(),
  technicalErrors: z.array(technicalErrorSchema),
});
export type CalendarNight = z.infer<typeof calendarNightSchema>;

export const nightCalendarSchema = z.object({
  month: z.string(),
  /** The patient's local day now. */
  today: z.string(),
  timezone: z.string(),
  firstNight: z.string().nullable(),
  nights: z.array(calendarNightSchema),
  counts: z.object({
    dry: integerColumnSchema,
    wet: integerColumnSchema,
    veryWet: integerColumnSchema,
    missing: integerColumnSchema,
    technicalError: integerColumnSchema,
  }),
});
export type NightCalendar = z.infer<typeof nightCalendarSchema>;
