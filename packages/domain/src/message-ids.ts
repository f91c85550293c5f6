import { AI_MESSAGES } from './ai/messages.ts';
import { AI_TASK_MESSAGES } from './ai/messages.ts';
import { ALARM_TYPE_MESSAGES } from './alarm-types/messages.ts';
import { ACKNOWLEDGEMENT_MESSAGES } from './categories/messages.ts';
import { CATEGORY_LANGUAGE_MESSAGES } from './categories/messages.ts';
import { CATEGORY_MESSAGES } from './categories/messages.ts';
import { INTERVENTION_CATALOGUE_MESSAGES } from './interventions/messages.ts';
import { INTERVENTION_MESSAGES } from './interventions/messages.ts';
import { LIMIT_MESSAGES } from './limits/messages.ts';
import { CATEGORY_MESSAGE_TEXTS } from './messages/texts.ts';
import { PATIENT_MESSAGE_TEXTS } from './messages/texts.ts';
import { MOBILE_MESSAGES } from './mobile/messages.ts';
import { NIGHTS_MESSAGES } from './nights/messages.ts';
import { ORGANIZATION_MESSAGES } from './organization-messages.ts';
import { PASSWORD_MESSAGES } from './password.ts';
import { PATIENT_MESSAGES } from './patients/messages.ts';
import { SECOND_FACTOR_MESSAGES } from './second-factor.ts';
import { LOGIN_MESSAGES } from './session.ts';
import { STATISTICS_MESSAGES } from './statistics/messages.ts';
import { TEXT_MESSAGES } from './text-rules.ts';
import { USER_MESSAGES } from './user-messages.ts';
import { VARIABLE_HISTORY_MESSAGES } from './variable-history-messages.ts';
import { VARIABLE_PRIORITY_MESSAGES } from './variable-priority/messages.ts';

/**
 * The domain's message catalogues by a stable name. A page's catalogue is kept in a file of its
 * own (`messages.ts`) where its schemas are not needed beside it: the web's signed-in frame reads
 * this whole table, and importing a schema module would construct all its schemas there.
 * A message's id is `<catalogue>.<key>`
 * (`limit.fillAllValues`): it stays when the English text is reworded, so a client can pick its
 * own translation by id. Messages built from values (functions) have no fixed text and no id.
 */
export const MESSAGE_CATALOGUES = {
  password: PASSWORD_MESSAGES,
  // `intervention` before `user` and `category` before `categoryMessage`: of a text two catalogues
  // share, the first one's id is sent, and theirs are the readings the web has always shown.
  intervention: INTERVENTION_MESSAGES,
  user: USER_MESSAGES,
  login: LOGIN_MESSAGES,
  limit: LIMIT_MESSAGES,
  patient: PATIENT_MESSAGES,
  variablePriority: VARIABLE_PRIORITY_MESSAGES,
  variableHistory: VARIABLE_HISTORY_MESSAGES,
  interventionCatalogue: INTERVENTION_CATALOGUE_MESSAGES,
  nights: NIGHTS_MESSAGES,
  patientMessage: PATIENT_MESSAGE_TEXTS,
  category: CATEGORY_MESSAGES,
  categoryMessage: CATEGORY_MESSAGE_TEXTS,
  categoryLanguage: CATEGORY_LANGUAGE_MESSAGES,
  ai: AI_MESSAGES,
  aiTask: AI_TASK_MESSAGES,
  organization: ORGANIZATION_MESSAGES,
  statistics: STATISTICS_MESSAGES,
  alarmType: ALARM_TYPE_MESSAGES,
  text: TEXT_MESSAGES,
  mobile: MOBILE_MESSAGES,
  secondFactor: SECOND_FACTOR_MESSAGES,
  acknowledgement: ACKNOWLEDGEMENT_MESSAGES,
} as const;

type Catalogues = typeof MESSAGE_CATALOGUES;
export type CatalogueName = keyof Catalogues;

/** The keys of a catalogue whose message is a fixed text. */
export type TextKey<C extends CatalogueName> = {
  [K in keyof Catalogues[C]]: Catalogues[C][K] extends string ? K : never;
}[keyof Catalogues[C]] &
  string;

export type MessageId = { [C in CatalogueName]: `${C}.${TextKey<C>}` }[CatalogueName];

/** The id of a catalogue message. */
export function messageId<C extends CatalogueName>(catalogue: C, key: TextKey<C>): MessageId {
  return `${catalogue}.${key}` as MessageId;
}

/**
 * A catalogue message with its id, as code that throws it names it: the id travels with the
 * error from where it is thrown, so two catalogues' messages with one English text keep their own.
 */
export interface CatalogueMessage {
  readonly id: MessageId;
  readonly text: string;
}

/** The catalogues' fixed-text messages as `{ id, text }`: `CATALOGUE.organization.missingName`. */
export type MessagesWithIds = {
  readonly [C in CatalogueName]: { readonly [K in TextKey<C>]: CatalogueMessage };
};

function withIds(): MessagesWithIds {
  return Object.fromEntries(
    Object.entries(MESSAGE_CATALOGUES).map(([catalogue, messages]) => [
      catalogue,
      Object.fromEntries(
        Object.entries(messages).flatMap(([key, text]) =>
          typeof text === 'string' ? [[key, { id: `${catalogue}.${key}` as MessageId, text }]] : [],
        ),
      ),
    ]),
  ) as unknown as MessagesWithIds;
}

export const CATALOGUE: MessagesWithIds = /* @__PURE__ */ withIds();

/** Every fixed-text message of the catalogues as [id, English text], in catalogue order. */
export function catalogueTexts(): [MessageId, string][] {
  return Object.entries(MESSAGE_CATALOGUES).flatMap(([catalogue, messages]) =>
    Object.entries(messages).flatMap(([key, text]): [MessageId, string][] =>
      typeof text === 'string' ? [[`${catalogue}.${key}` as MessageId, text]] : [],
    ),
  );
}

// The server throws `CATALOGUE.<catalogue>.<key>`, which carries its own id. A schema's validation
// message reaches the error handler as text only, and gets its id from the text: where catalogues
// share one English text (the four "Missing name"s) the first one's id stands for all, as the text
// cannot tell which was meant.
const ID_OF_TEXT = new Map<string, MessageId>();
for (const [id, text] of catalogueTexts()) if (!ID_OF_TEXT.has(text)) ID_OF_TEXT.set(text, id);

/** The id of a message the server is about to send, when it is one of the catalogues' texts. */
export function messageIdOf(text: string): MessageId | undefined {
  return ID_OF_TEXT.get(text);
}
