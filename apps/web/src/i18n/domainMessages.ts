import {
  AI_MESSAGES,
  AI_TASK_MESSAGES,
  ALARM_TYPE_MESSAGES,
  CATEGORY_LANGUAGE_MESSAGES,
  CATEGORY_MESSAGE_TEXTS,
  CATEGORY_MESSAGES,
  FORBIDDEN_CHARACTERS,
  INTERVENTION_CATALOGUE_MESSAGES,
  INTERVENTION_MESSAGES,
  LIMIT_MESSAGES,
  LOGIN_MESSAGES,
  NIGHTS_MESSAGES,
  ORGANIZATION_MESSAGES,
  PASSWORD_MESSAGES,
  PATIENT_MESSAGE_TEXTS,
  PATIENT_MESSAGES,
  STATISTICS_MESSAGES,
  USER_MESSAGES,
  VARIABLE_PRIORITY_MESSAGES,
  type PasswordProblem,
} from '@vigil/domain';
import type { TFunction } from 'i18next';
import type { TranslationKey } from './translationKey.ts';

/** The spec's messages, which domain rules and the server give in English, by dictionary key. */
export const PASSWORD_MESSAGE_KEYS = {
  empty: 'password.empty',
  tooShort: 'password.tooShort',
  noDigit: 'password.noDigit',
  noLowercase: 'password.noLowercase',
  noUppercase: 'password.noUppercase',
  tooCommon: 'password.tooCommon',
  mismatch: 'password.mismatch',
  mismatchRetry: 'password.mismatchRetry',
} as const satisfies Record<PasswordProblem, TranslationKey>;

const USER_MESSAGE_KEYS = {
  missingFields: 'userForm.errors.missingFields',
  phoneOrMobile: 'userForm.errors.phoneOrMobile',
  emailFormat: 'userForm.errors.emailFormat',
  anotherUser: 'userForm.errors.anotherUser',
  clinic: 'userForm.errors.clinic',
  forbiddenCharacter: 'userForm.errors.forbiddenCharacter',
  ownAccess: 'userForm.errors.ownAccess',
} as const satisfies Record<keyof typeof USER_MESSAGES, TranslationKey>;

const LOGIN_MESSAGE_KEYS = {
  required: 'login.requiredFields',
  wrongCredentials: 'login.wrongCredentials',
  throttled: 'login.throttled',
  disabled: 'login.wrongCredentials',
  updateRequired: 'updatePassword.requiredFields',
  emailRequired: 'forgotPassword.emailRequired',
  resetSent: 'forgotPassword.sent',
  resetInvalid: 'forgotPassword.resetInvalid',
  loggedOutInactive: 'loggedOut.inactive',
} as const satisfies Record<keyof typeof LOGIN_MESSAGES, TranslationKey>;

const LIMIT_MESSAGE_KEYS = {
  fillAllValues: 'limits.messages.fillAllValues',
  increaseInOrder: 'limits.messages.increaseInOrder',
  ageOrder: 'limits.messages.ageOrder',
  selectGender: 'limits.messages.selectGender',
  chooseVariable: 'limits.messages.chooseVariable',
  confirmPropagation: 'limits.messages.confirmPropagation',
  notFound: 'limits.messages.notFound',
  wrongActionType: 'limits.messages.wrongActionType',
  ages: 'limits.messages.ages',
  duplicateScope: 'limits.messages.duplicateScope',
} as const satisfies Record<keyof typeof LIMIT_MESSAGES, TranslationKey>;

const PATIENT_MESSAGE_KEYS = {
  noPatient: 'patientDetails.notFound',
  chooseClinic: 'patientMenu.chooseClinic',
  clinicOutOfReach: 'patientMenu.clinicOutOfReach',
  outcome: 'patientMenu.outcomeMissing',
  serviceRunning: 'patientMenu.serviceRunning',
  serviceDays: 'patientMenu.serviceDays',
  deleteConfirm: 'patientMenu.deleteConfirm',
} as const satisfies Record<keyof typeof PATIENT_MESSAGES, TranslationKey>;

const VARIABLE_PRIORITY_MESSAGE_KEYS = {
  windowFull: 'variablePages.messages.windowFull',
  noneAvailable: 'variablePages.messages.noneAvailable',
  unknownVariable: 'variablePages.messages.unknownVariable',
  window: 'variablePages.messages.window',
  twiceInWindow: 'variablePages.messages.twiceInWindow',
} as const satisfies Record<keyof typeof VARIABLE_PRIORITY_MESSAGES, TranslationKey>;

const CATEGORY_MESSAGE_TEXT_KEYS = {
  selectLanguage: 'categoryMessageEditor.messages.selectLanguage',
  emptyText: 'categoryMessageEditor.messages.emptyText',
  hours: 'categoryMessageEditor.messages.hours',
  notEnabled: 'categoryMessageEditor.messages.notEnabled',
  missingToDelete: 'categoryMessageEditor.messages.missingToDelete',
  categoryNotFound: 'categoryMessageEditor.messages.categoryNotFound',
  missing: 'categoryMessageEditor.messages.missing',
  languageTaken: 'categoryMessageEditor.messages.languageTaken',
  alreadySent: 'categoryMessageEditor.messages.alreadySent',
} as const satisfies Record<keyof typeof CATEGORY_MESSAGE_TEXTS, TranslationKey>;

const CATEGORY_MESSAGE_KEYS = {
  fillCategoryName: 'categoryMessages.fillCategoryName',
  fillAllFields: 'categoryMessages.fillAllFields',
  nonZero: 'categoryMessages.nonZero',
  alreadyIncluded: 'categoryMessages.alreadyIncluded',
  notFound: 'categoryMessages.notFound',
  confirmDelete: 'categoryMessages.confirmDelete',
  noUserCategories: 'categoryMessages.noUserCategories',
  nameTooLong: 'categoryMessages.nameTooLong',
  nameCharacters: 'categoryMessages.nameCharacters',
  patientNotIncluded: 'categoryMessages.patientNotIncluded',
  duplicatePriority: 'categoryMessages.duplicatePriority',
  nameTaken: 'categoryMessages.nameTaken',
  premiumOnly: 'categoryMessages.premiumOnly',
  sharedOnly: 'categoryMessages.sharedOnly',
  unknownVariable: 'limits.messages.chooseVariable',
  unknownDiagnosis: 'categoryMessages.unknownDiagnosis',
  badConditionValue: 'categoryMessages.badConditionValue',
  equalityOnly: 'categoryMessages.equalityOnly',
  allPatientsFixed: 'categoryMessages.allPatientsFixed',
} as const satisfies Record<keyof typeof CATEGORY_MESSAGES, TranslationKey>;

const INTERVENTION_MESSAGE_KEYS = {
  fillAllFields: 'interventions.messages.fillAllFields',
  wrongDate: 'interventions.messages.wrongDate',
  unknownIntervention: 'interventions.messages.unknownIntervention',
  notFound: 'interventions.messages.notFound',
} as const satisfies Record<keyof typeof INTERVENTION_MESSAGES, TranslationKey>;

const NIGHTS_MESSAGE_KEYS = {
  month: 'nights.monthFormat',
} as const satisfies Record<keyof typeof NIGHTS_MESSAGES, TranslationKey>;

const PATIENT_MESSAGE_TEXT_KEYS = {
  fillText: 'patientMessages.fillText',
  sendWithoutTitle: 'patientMessages.noTitleQuestion',
  oldAppVersion: 'patientMessages.oldApp',
  sent: 'patientMessages.sent',
  noMessages: 'patientMessages.none',
  noMoreMessages: 'patientMessages.noMore',
} as const satisfies Record<keyof typeof PATIENT_MESSAGE_TEXTS, TranslationKey>;

const AI_MESSAGE_KEYS = {
  noPrediction: 'ai.messages.noPrediction',
  treatmentOnly: 'ai.messages.treatmentOnly',
  tooLittleData: 'ai.messages.tooLittleData',
} as const satisfies Record<Exclude<keyof typeof AI_MESSAGES, 'missingChartDate'>, TranslationKey>;

const AI_TASK_MESSAGE_KEYS = {
  submitted: 'aiTraining.submitted',
  alreadySubmitted: 'aiTraining.alreadySubmitted',
  chooseTask: 'aiTraining.chooseTask',
} as const satisfies Record<keyof typeof AI_TASK_MESSAGES, TranslationKey>;

const ORGANIZATION_MESSAGE_KEYS = {
  missingOrganizationName: 'organization.errors.missingOrganizationName',
  missingOrganization: 'organization.errors.missingOrganization',
  missingCountry: 'organization.errors.missingCountry',
  missingClinicName: 'organization.errors.missingClinicName',
  missingName: 'organization.errors.missingName',
  organizationTaken: 'organization.errors.organizationTaken',
  clinicTaken: 'organization.errors.clinicTaken',
  countryTaken: 'organization.errors.countryTaken',
  unknownOrganization: 'organization.errors.unknownOrganization',
  unknownClinic: 'organization.errors.unknownClinic',
  unknownCountry: 'organization.errors.unknownCountry',
} as const satisfies Record<keyof typeof ORGANIZATION_MESSAGES, TranslationKey>;

const INTERVENTION_CATALOGUE_MESSAGE_KEYS = {
  missingName: 'interventionCatalogue.errors.missingName',
  nameTaken: 'interventionCatalogue.errors.nameTaken',
  inUse: 'interventionCatalogue.errors.inUse',
  unknownLanguage: 'interventionCatalogue.errors.unknownLanguage',
} as const satisfies Record<keyof typeof INTERVENTION_CATALOGUE_MESSAGES, TranslationKey>;

// outsideDates carries the dates: the screen keeps the period inside them, so it is not expected.
const STATISTICS_MESSAGE_KEYS = {
  endBeforeStart: 'statistics.errors.endBeforeStart',
  unknownNurse: 'statistics.errors.unknownNurse',
  unknownGroup: 'statistics.errors.unknownGroup',
  unknownCohort: 'statistics.errors.unknownCohort',
  unknownK: 'statistics.errors.unknownK',
} as const satisfies Record<Exclude<keyof typeof STATISTICS_MESSAGES, 'outsideDates'>, TranslationKey>;

const ALARM_TYPE_MESSAGE_KEYS = {
  missingName: 'alarmTypes.errors.missingName',
  nameTaken: 'alarmTypes.errors.nameTaken',
  inUse: 'alarmTypes.errors.inUse',
  unknownAlarmType: 'alarmTypes.errors.unknownAlarmType',
} as const satisfies Record<keyof typeof ALARM_TYPE_MESSAGES, TranslationKey>;

const CATEGORY_LANGUAGE_MESSAGE_KEYS = {
  missingName: 'categoryLanguages.errors.missingName',
  unknownName: 'categoryLanguages.errors.unknownName',
} as const satisfies Record<keyof typeof CATEGORY_LANGUAGE_MESSAGES, TranslationKey>;

function byMessage<K extends string>(
  messages: Record<NoInfer<K>, string>,
  keys: Record<K, TranslationKey>,
): [string, TranslationKey][] {
  return (Object.keys(keys) as K[]).map((name) => [messages[name], keys[name]]);
}

const KEY_OF_MESSAGE = new Map<string, TranslationKey>([
  ...byMessage(PASSWORD_MESSAGES, PASSWORD_MESSAGE_KEYS),
  ...byMessage(USER_MESSAGES, USER_MESSAGE_KEYS),
  ...byMessage(LOGIN_MESSAGES, LOGIN_MESSAGE_KEYS),
  ...byMessage(LIMIT_MESSAGES, LIMIT_MESSAGE_KEYS),
  ...byMessage(PATIENT_MESSAGES, PATIENT_MESSAGE_KEYS),
  ...byMessage(VARIABLE_PRIORITY_MESSAGES, VARIABLE_PRIORITY_MESSAGE_KEYS),
  ...byMessage(INTERVENTION_MESSAGES, INTERVENTION_MESSAGE_KEYS),
  ...byMessage(NIGHTS_MESSAGES, NIGHTS_MESSAGE_KEYS),
  ...byMessage(PATIENT_MESSAGE_TEXTS, PATIENT_MESSAGE_TEXT_KEYS),
  ...byMessage(CATEGORY_MESSAGE_TEXTS, CATEGORY_MESSAGE_TEXT_KEYS),
  ...byMessage(CATEGORY_MESSAGES, CATEGORY_MESSAGE_KEYS),
  ...byMessage(AI_MESSAGES, AI_MESSAGE_KEYS),
  ...byMessage(AI_TASK_MESSAGES, AI_TASK_MESSAGE_KEYS),
  ...byMessage(ORGANIZATION_MESSAGES, ORGANIZATION_MESSAGE_KEYS),
  ...byMessage(INTERVENTION_CATALOGUE_MESSAGES, INTERVENTION_CATALOGUE_MESSAGE_KEYS),
  ...byMessage(STATISTICS_MESSAGES, STATISTICS_MESSAGE_KEYS),
  ...byMessage(ALARM_TYPE_MESSAGES, ALARM_TYPE_MESSAGE_KEYS),
  ...byMessage(CATEGORY_LANGUAGE_MESSAGES, CATEGORY_LANGUAGE_MESSAGE_KEYS),
]);

/**
 * A message of the spec in the reader's language; a message we do not know (a server text
 * outside the catalogue) is shown as it came.
 */
export function translateMessage(message: string, t: TFunction): string {
  const key = KEY_OF_MESSAGE.get(message);
  if (key === undefined) return message;
  return t(key, { characters: FORBIDDEN_CHARACTERS.join(' ') });
}
