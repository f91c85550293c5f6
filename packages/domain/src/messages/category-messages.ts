import { decimalText } from '../ids.ts';
import { z } from 'zod';
import { CATEGORY_TYPES } from '../categories/constants.ts';
import { MESSAGE_LANGUAGES } from '../languages.ts';
import { idSchema, integerColumnSchema } from '../ids.ts';
import { CATEGORY_MESSAGE_TEXTS } from './texts.ts';

/** The hour a new message goes out, in the patient's time zone (docs/requirements/category-messages.md#new-message-defaults). */
export const DEFAULT_SEND_HOUR = 18;

/** What a new message starts as (docs/requirements/category-messages.md#new-message-defaults): enabled, more than once, watch, phone, not sent, 18:00. */
export const CATEGORY_MESSAGE_DEFAULTS = {
  isEnabled: true,
  sendMoreThanOnce: true,
  sendToSmartwatch: true,
  sendToMobile: true,
  sentToPatients: false,
  hoursWhenToSend: DEFAULT_SEND_HOUR,
} as const;

/** The two outboxes a message can go to. */
export const MESSAGE_CHANNELS = ['phone', 'watch'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** A category id; 'All Patients' (−1) is one too, though no message can be attached to it. */
const categoryId = integerColumnSchema;

/** A category message as the API returns it (docs/requirements/category-messages.md#message-fields); idcategoryMessage names this version. */
export const categoryMessageSchema = z.object({
  idcategoryMessage: integerColumnSchema,
  categoryId: integerColumnSchema,
  categoryType: z.enum(CATEGORY_TYPES),
  language: z.enum(MESSAGE_LANGUAGES),
  messageTitle: z.string(),
  messageText: z.string(),
  isEnabled: z.boolean(),
  sendMoreThanOnce: z.boolean(),
  sendToSmartwatch: z.boolean(),
  sendToMobile: z.boolean(),
  sentToPatients: z.boolean(),
  hoursWhenToSend: integerColumnSchema,
  version: integerColumnSchema,
  uuid: z.string(),
  createdAt: z.string(),
});
export type CategoryMessage = z.infer<typeof categoryMessageSchema>;

/** The answer to a save: the message in force, and how many deliveries a send-now queued. */
export const categoryMessageSavedSchema = categoryMessageSchema.extend({
  queuedDeliveries: integerColumnSchema,
});
export type CategoryMessageSaved = z.infer<typeof categoryMessageSavedSchema>;

/**
 * The editor's form. Language, text and hour may arrive empty or wrong so that the server answers
 * with the spec's message (categoryMessageProblem) rather than a generic one; omitted switches
 * take the defaults of a new message. Without idcategoryMessage the category's message in that
 * language is created, or edited if it already has one.
 */
export const categoryMessageFormSchema = z.object({
  idcategoryMessage: idSchema.nullish(),
  categoryId,
  categoryType: z.enum(CATEGORY_TYPES),
  language: z.string().nullish(),
  messageTitle: z.string().max(200).nullish(),
  messageText: z.string().max(4000).nullish(),
  hoursWhenToSend: z.unknown().optional(),
  isEnabled: z.boolean().optional(),
  sendMoreThanOnce: z.boolean().optional(),
  sendToSmartwatch: z.boolean().optional(),
  sendToMobile: z.boolean().optional(),
});
export type CategoryMessageForm = z.infer<typeof categoryMessageFormSchema>;

/** POST /category-message/{sendNowFlag}: the flag is the path's true or false. */
/**
 * POST /category-message/{sendNowFlag} and DELETE /category-message/{id} share one path template,
 * so the parameter has one name in the API document.
 */
export const sendNowParamsSchema = z.object({
  idOrSendNowFlag: z
    .enum(['true', 'false'])
    .transform((flag) => flag === 'true')
    .describe('Saving: true also sends the message now to every member, false only saves it'),
});

/** GET /category-message/by-category-id-and-type?categoryId&categoryType&language. */
export const categoryMessageQuerySchema = z.object({
  categoryId: decimalText(z.coerce.number().pipe(categoryId)),
  categoryType: z.enum(CATEGORY_TYPES),
  language: z.string().optional(),
});

/** A valid form, with the defaults applied: what a message version stores. */
export interface CategoryMessageContent {
  readonly language: (typeof MESSAGE_LANGUAGES)[number];
  readonly messageTitle: string;
  readonly messageText: string;
  readonly isEnabled: boolean;
  readonly sendMoreThanOnce: boolean;
  readonly sendToSmartwatch: boolean;
  readonly sendToMobile: boolean;
  readonly hoursWhenToSend: number;
}

/** Whether `value` names a language a message may be written in (the 12 plus fa, uk, ar). */
export function isMessageLanguage(value: unknown): value is (typeof MESSAGE_LANGUAGES)[number] {
  return typeof value === 'string' && (MESSAGE_LANGUAGES as readonly string[]).includes(value);
}

/** The send hour of a form field, or null unless it is a whole number from 0 to 23 (text digits count). */
export function sendHourOf(value: unknown): number | null {
  const hour = typeof value === 'string' && /^\s*\d{1,2}\s*$/.test(value) ? Number(value) : value;
  return typeof hour === 'number' && Number.isInteger(hour) && hour >= 0 && hour <= 23 ? hour : null;
}

type ProblemFields = Pick<CategoryMessageForm, 'language' | 'messageText' | 'hoursWhenToSend'>;

/** The first message the editor's form deserves, in the spec's order (docs/requirements/validation.md#category-message-form), or null. */
export function categoryMessageProblem(form: ProblemFields): string | null {
  if (!isMessageLanguage(form.language)) return CATEGORY_MESSAGE_TEXTS.selectLanguage;
  if (!form.messageText?.trim()) return CATEGORY_MESSAGE_TEXTS.emptyText;
  if (form.hoursWhenToSend !== undefined && sendHourOf(form.hoursWhenToSend) === null) {
    return CATEGORY_MESSAGE_TEXTS.hours;
  }
  return null;
}

/** The content a valid form stores, with the defaults of a new message for omitted switches. */
export function categoryMessageContent(form: CategoryMessageForm): CategoryMessageContent | string {
  const problem = categoryMessageProblem(form);
  if (problem !== null) return problem;
  return {
    language: form.language as CategoryMessageContent['language'],
    messageTitle: form.messageTitle?.trim() ?? '',
    messageText: (form.messageText ?? '').trim(),
    isEnabled: form.isEnabled ?? CATEGORY_MESSAGE_DEFAULTS.isEnabled,
    sendMoreThanOnce: form.sendMoreThanOnce ?? CATEGORY_MESSAGE_DEFAULTS.sendMoreThanOnce,
    sendToSmartwatch: form.sendToSmartwatch ?? CATEGORY_MESSAGE_DEFAULTS.sendToSmartwatch,
    sendToMobile: form.sendToMobile ?? CATEGORY_MESSAGE_DEFAULTS.sendToMobile,
    hoursWhenToSend: sendHourOf(form.hoursWhenToSend ?? DEFAULT_SEND_HOUR) ?? DEFAULT_SEND_HOUR,
  };
}

/**
 * Whether saving `next` over a message makes a new version (docs/requirements/category-messages.md#versions): only a message already
 * sent to patients is versioned, and only when something changed — saving it unchanged would
 * otherwise send a once-only message to everyone again.
 */
export function savingMakesNewVersion(
  current: CategoryMessageContent & { readonly sentToPatients: boolean },
  next: CategoryMessageContent,
): boolean {
  if (!current.sentToPatients) return false;
  return (Object.keys(next) as (keyof CategoryMessageContent)[]).some((key) => current[key] !== next[key]);
}

/** One category message a patient was sent, on one channel (GET /patients/{id}/category-messages). */
export const patientCategoryMessageSchema = z.object({
  iddelivery: integerColumnSchema,
  idcategoryMessage: integerColumnSchema,
  version: integerColumnSchema,
  /** Null for another user's private category or list: its name is theirs. */
  categoryName: z.string().nullable(),
  messageTitle: z.string(),
  messageText: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  /** The patient's local day the delivery belongs to. */
  slot: z.string(),
  /** When it was due (the send hour in the patient's time zone) and when it was queued. */
  dueAt: z.string(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  readAt: z.string().nullable(),
});
export type PatientCategoryMessage = z.infer<typeof patientCategoryMessageSchema>;
