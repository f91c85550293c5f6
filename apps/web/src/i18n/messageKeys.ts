import { FORBIDDEN_CHARACTERS, type CatalogueName, type PasswordProblem, type TextKey } from '@vigil/domain';
import type { TFunction } from 'i18next';
import type { TranslationKey } from './translationKey.ts';

/** The spec's messages, which domain rules and the server give in English, by dictionary key. */
const PASSWORD_MESSAGE_KEYS = {
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
  missingClinic: 'userForm.errors.missingClinic',
} as const satisfies Record<TextKey<'user'>, TranslationKey>;

const LOGIN_MESSAGE_KEYS = {
  required: 'login.requiredFields',
  wrongCredentials: 'login.wrongCredentials',
  throttled: 'login.throttled',
  disabled: 'login.wrongCredentials',
  updateRequired: 'updatePassword.requiredFields',
  emailRequired: 'forgotPassword.emailRequired',
  resetSent: 'forgotPassword.sent',
  resetThrottled: 'forgotPassword.throttled',
  resetInvalid: 'forgotPassword.resetInvalid',
  loggedOutInactive: 'loggedOut.inactive',
} as const satisfies Record<TextKey<'login'>, TranslationKey>;

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
} as const satisfies Record<TextKey<'limit'>, TranslationKey>;

const PATIENT_MESSAGE_KEYS = {
  noPatient: 'patientDetails.notFound',
  chooseClinic: 'patientMenu.chooseClinic',
  clinicOutOfReach: 'patientMenu.clinicOutOfReach',
  outcome: 'patientMenu.outcomeMissing',
  serviceRunning: 'patientMenu.serviceRunning',
  serviceDays: 'patientMenu.serviceDays',
  deleteConfirm: 'patientMenu.deleteConfirm',
} as const satisfies Record<TextKey<'patient'>, TranslationKey>;

const VARIABLE_PRIORITY_MESSAGE_KEYS = {
  windowFull: 'variablePages.messages.windowFull',
  noneAvailable: 'variablePages.messages.noneAvailable',
  unknownVariable: 'variablePages.messages.unknownVariable',
  window: 'variablePages.messages.window',
  twiceInWindow: 'variablePages.messages.twiceInWindow',
} as const satisfies Record<TextKey<'variablePriority'>, TranslationKey>;

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
} as const satisfies Record<TextKey<'categoryMessage'>, TranslationKey>;

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
} as const satisfies Record<TextKey<'category'>, TranslationKey>;

const INTERVENTION_MESSAGE_KEYS = {
  fillAllFields: 'interventions.messages.fillAllFields',
  wrongDate: 'interventions.messages.wrongDate',
  unknownIntervention: 'interventions.messages.unknownIntervention',
  notFound: 'interventions.messages.notFound',
} as const satisfies Record<TextKey<'intervention'>, TranslationKey>;

const NIGHTS_MESSAGE_KEYS = {
  month: 'nights.monthFormat',
} as const satisfies Record<TextKey<'nights'>, TranslationKey>;

const PATIENT_MESSAGE_TEXT_KEYS = {
  fillText: 'patientMessages.fillText',
  sendWithoutTitle: 'patientMessages.noTitleQuestion',
  oldAppVersion: 'patientMessages.oldApp',
  sent: 'patientMessages.sent',
  noMessages: 'patientMessages.none',
  noMoreMessages: 'patientMessages.noMore',
} as const satisfies Record<TextKey<'patientMessage'>, TranslationKey>;

const AI_MESSAGE_KEYS = {
  noPrediction: 'ai.messages.noPrediction',
  treatmentOnly: 'ai.messages.treatmentOnly',
  tooLittleData: 'ai.messages.tooLittleData',
} as const satisfies Record<Exclude<TextKey<'ai'>, 'missingChartDate'>, TranslationKey>;

const AI_TASK_MESSAGE_KEYS = {
  submitted: 'aiTraining.submitted',
  alreadySubmitted: 'aiTraining.alreadySubmitted',
  chooseTask: 'aiTraining.chooseTask',
  otherFlavour: 'aiTraining.otherFlavour',
} as const satisfies Record<TextKey<'aiTask'>, TranslationKey>;

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
} as const satisfies Record<TextKey<'organization'>, TranslationKey>;

const INTERVENTION_CATALOGUE_MESSAGE_KEYS = {
  missingName: 'interventionCatalogue.errors.missingName',
  nameTaken: 'interventionCatalogue.errors.nameTaken',
  inUse: 'interventionCatalogue.errors.inUse',
  unknownLanguage: 'interventionCatalogue.errors.unknownLanguage',
} as const satisfies Record<TextKey<'interventionCatalogue'>, TranslationKey>;

// outsideDates carries the dates: the screen keeps the period inside them, so it is not expected.
const STATISTICS_MESSAGE_KEYS = {
  endBeforeStart: 'statistics.errors.endBeforeStart',
  unknownNurse: 'statistics.errors.unknownNurse',
  unknownGroup: 'statistics.errors.unknownGroup',
  unknownCohort: 'statistics.errors.unknownCohort',
  unknownK: 'statistics.errors.unknownK',
} as const satisfies Record<Exclude<TextKey<'statistics'>, 'outsideDates'>, TranslationKey>;

const ALARM_TYPE_MESSAGE_KEYS = {
  missingName: 'alarmTypes.errors.missingName',
  nameTaken: 'alarmTypes.errors.nameTaken',
  inUse: 'alarmTypes.errors.inUse',
  unknownAlarmType: 'alarmTypes.errors.unknownAlarmType',
} as const satisfies Record<TextKey<'alarmType'>, TranslationKey>;

const CATEGORY_LANGUAGE_MESSAGE_KEYS = {
  missingName: 'categoryLanguages.errors.missingName',
  unknownName: 'categoryLanguages.errors.unknownName',
} as const satisfies Record<TextKey<'categoryLanguage'>, TranslationKey>;

/** The dictionary keys of each catalogue's messages, by the catalogue's name in the domain. */
const ACKNOWLEDGEMENT_MESSAGE_KEYS = {
  notInAlert: 'acknowledge.errors.notInAlert',
  noAlert: 'acknowledge.errors.noAlert',
  snoozeTime: 'acknowledge.errors.snoozeTime',
  snoozePast: 'acknowledge.errors.snoozePast',
  snoozeTooLong: 'acknowledge.errors.snoozeTooLong',
  commentTooLong: 'acknowledge.errors.commentTooLong',
} as const satisfies Record<TextKey<'acknowledgement'>, TranslationKey>;

const SECOND_FACTOR_MESSAGE_KEYS = {
  codeRequired: 'secondFactor.messages.codeRequired',
  wrongCode: 'secondFactor.messages.wrongCode',
  challengeExpired: 'secondFactor.messages.challengeExpired',
  alreadyEnabled: 'secondFactor.messages.alreadyEnabled',
  noEnrolment: 'secondFactor.messages.noEnrolment',
  notEnabled: 'secondFactor.messages.notEnabled',
  unknownSession: 'secondFactor.messages.unknownSession',
  currentSession: 'secondFactor.messages.currentSession',
  requiredForRole: 'secondFactor.messages.requiredForRole',
} as const satisfies Record<TextKey<'secondFactor'>, TranslationKey>;

const KEYS_OF_CATALOGUE: { [C in CatalogueName]?: Partial<Record<TextKey<C>, TranslationKey>> } = {
  password: PASSWORD_MESSAGE_KEYS,
  user: USER_MESSAGE_KEYS,
  login: LOGIN_MESSAGE_KEYS,
  secondFactor: SECOND_FACTOR_MESSAGE_KEYS,
  acknowledgement: ACKNOWLEDGEMENT_MESSAGE_KEYS,
  limit: LIMIT_MESSAGE_KEYS,
  patient: PATIENT_MESSAGE_KEYS,
  variablePriority: VARIABLE_PRIORITY_MESSAGE_KEYS,
  intervention: INTERVENTION_MESSAGE_KEYS,
  nights: NIGHTS_MESSAGE_KEYS,
  patientMessage: PATIENT_MESSAGE_TEXT_KEYS,
  categoryMessage: CATEGORY_MESSAGE_TEXT_KEYS,
  category: CATEGORY_MESSAGE_KEYS,
  ai: AI_MESSAGE_KEYS,
  aiTask: AI_TASK_MESSAGE_KEYS,
  organization: ORGANIZATION_MESSAGE_KEYS,
  interventionCatalogue: INTERVENTION_CATALOGUE_MESSAGE_KEYS,
  statistics: STATISTICS_MESSAGE_KEYS,
  alarmType: ALARM_TYPE_MESSAGE_KEYS,
  categoryLanguage: CATEGORY_LANGUAGE_MESSAGE_KEYS,
};

const KEY_OF_MESSAGE_ID = new Map<string, TranslationKey>(
  Object.entries(KEYS_OF_CATALOGUE).flatMap(([catalogue, keys]) =>
    Object.entries(keys).map(([name, key]): [string, TranslationKey] => [`${catalogue}.${name}`, key]),
  ),
);

/** The dictionary key of a catalogue message, by the id a server answer names it with. */
export function keyOfMessageId(messageId: string): TranslationKey | undefined {
  return KEY_OF_MESSAGE_ID.get(messageId);
}

/**
 * A message's text in the reader's language, with the values the domain's messages name and
 * those the answer carried: the seconds to wait of a 429 are the count its plural forms read.
 */
export function messageText(key: TranslationKey, t: TFunction, values: { seconds?: number } = {}): string {
  const characters = FORBIDDEN_CHARACTERS.join(' ');
  return values.seconds === undefined
    ? t(key, { characters })
    : t(key, { characters, count: values.seconds });
}
