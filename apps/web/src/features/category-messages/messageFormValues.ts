import {
  CATEGORY_MESSAGE_DEFAULTS,
  CATEGORY_MESSAGE_TEXTS,
  categoryMessageProblem,
  type CategoryMessage,
  type CategoryMessageForm,
  type CategoryType,
} from '@vigil/domain';
import { idOfText, problemId } from '../../i18n/problemId.ts';

/** The category a message belongs to. */
export interface MessageCategory {
  categoryId: number;
  categoryType: CategoryType;
  categoryName: string;
}

export interface MessageFormValues {
  messageTitle: string;
  messageText: string;
  /** A NumberInput's value: a number, or '' while the field is empty. */
  hoursWhenToSend: number | string;
  isEnabled: boolean;
  sendMoreThanOnce: boolean;
  sendToSmartwatch: boolean;
  sendToMobile: boolean;
}

export type MessageField = keyof MessageFormValues | 'language';

/** The form for a stored message, or a new message's defaults (docs/requirements/category-messages.md#new-message-defaults) when there is none. */
export function messageFormValues(message: CategoryMessage | null): MessageFormValues {
  if (message === null) {
    return {
      messageTitle: '',
      messageText: '',
      hoursWhenToSend: CATEGORY_MESSAGE_DEFAULTS.hoursWhenToSend,
      isEnabled: CATEGORY_MESSAGE_DEFAULTS.isEnabled,
      sendMoreThanOnce: CATEGORY_MESSAGE_DEFAULTS.sendMoreThanOnce,
      sendToSmartwatch: CATEGORY_MESSAGE_DEFAULTS.sendToSmartwatch,
      sendToMobile: CATEGORY_MESSAGE_DEFAULTS.sendToMobile,
    };
  }
  return {
    messageTitle: message.messageTitle,
    messageText: message.messageText,
    hoursWhenToSend: message.hoursWhenToSend,
    isEnabled: message.isEnabled,
    sendMoreThanOnce: message.sendMoreThanOnce,
    sendToSmartwatch: message.sendToSmartwatch,
    sendToMobile: message.sendToMobile,
  };
}

/** What POST /category-message/{sendNowFlag} is sent. */
export function messageFormBody(
  values: MessageFormValues,
  language: string | null,
  category: MessageCategory,
  message: CategoryMessage | null,
): CategoryMessageForm {
  return {
    idcategoryMessage: message?.idcategoryMessage ?? null,
    categoryId: category.categoryId,
    categoryType: category.categoryType,
    language,
    messageTitle: values.messageTitle,
    messageText: values.messageText,
    hoursWhenToSend: values.hoursWhenToSend === '' ? null : values.hoursWhenToSend,
    isEnabled: values.isEnabled,
    sendMoreThanOnce: values.sendMoreThanOnce,
    sendToSmartwatch: values.sendToSmartwatch,
    sendToMobile: values.sendToMobile,
  };
}

/**
 * The first problem of the form before a save, or null: the spec's checks (docs/requirements/validation.md#category-message-form) in their
 * order — language, text, send hour — and a message that is sent now must be enabled.
 */
export function messageFormProblem(
  values: MessageFormValues,
  language: string | null,
  sendNow: boolean,
): string | null {
  const problem = categoryMessageProblem({
    language,
    messageText: values.messageText,
    hoursWhenToSend: values.hoursWhenToSend === '' ? null : values.hoursWhenToSend,
  });
  if (problem !== null) return problem;
  return sendNow && !values.isEnabled ? CATEGORY_MESSAGE_TEXTS.notEnabled : null;
}

// The inputs of the spec's messages, by the id the server sends with each.
const FIELD_OF_PROBLEM = new Map<string, MessageField>([
  [idOfText(CATEGORY_MESSAGE_TEXTS.selectLanguage), 'language'],
  [idOfText(CATEGORY_MESSAGE_TEXTS.emptyText), 'messageText'],
  [idOfText(CATEGORY_MESSAGE_TEXTS.hours), 'hoursWhenToSend'],
  [idOfText(CATEGORY_MESSAGE_TEXTS.notEnabled), 'isEnabled'],
]);

/**
 * The input a message of the spec belongs under; null for one shown above the form. A server
 * answer is known by its `messageId`, so in any language; a message without one, by its text.
 */
export function fieldOfMessageProblem(problem: string, messageId?: string): MessageField | null {
  return FIELD_OF_PROBLEM.get(problemId(problem, messageId)) ?? null;
}

/** The version a save makes: a message already sent to patients gets the next one (docs/requirements/category-messages.md#versions). */
export function versionAfterSave(message: CategoryMessage | null): number {
  if (message === null) return 1;
  return message.sentToPatients ? message.version + 1 : message.version;
}
