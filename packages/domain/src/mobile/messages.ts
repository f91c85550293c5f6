import { MESSAGE_LANGUAGES } from '../languages.ts';

/** Limits of the patient-device API. */
export const MOBILE_LIMITS = {
  /** Nights or technical errors in one request: a year of nights sent after a long time offline. */
  maxBatch: 366,
  maxIdempotencyKeyLength: 255,
  maxTextLength: 500,
  /** A device clock may run a little fast; instants further ahead are refused. */
  clockSkewMs: 5 * 60_000,
  /** Nights the phone may read back in one call. */
  maxReadDays: 400,
} as const;

/** Texts of the patient-device API: each says what is wrong and what to send instead. */
export const MOBILE_MESSAGES = {
  idempotencyKeyMissing:
    'The Idempotency-Key header is required: send a new random key with each request, and the same key when you retry it',
  idempotencyKeyFormat: `The Idempotency-Key header must be 1 to ${MOBILE_LIMITS.maxIdempotencyKeyLength} visible characters`,
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request; send a new key',
  idempotencyInProgress: 'A request with this Idempotency-Key is still in progress; retry it in a moment',
  registrationInUse:
    'This registration is already in use by its phone; register again with a new Idempotency-Key',
  deviceLoggedOut: 'This device is logged out; register the phone or pair the watch again',
  phoneOnly: 'Only the phone can do this',
  pairingCodeWrong: 'The pairing code is wrong or has expired; ask the phone for a new one',

  night: 'night must be a date written YYYY-MM-DD',
  value: 'value must be 0 (dry), 1 (wet) or 2 (very wet)',
  wokeUp: 'wokeUp must be true or false',
  selfWokeUp: 'selfWokeUp must be true or false',
  wetSecondTime: 'wetSecondTime must be true or false',
  timeStampWokeUp: 'timeStampWokeUp must be a date and time with its offset, e.g. 2026-03-20T05:30:00+01:00',
  correction: 'correction must be true or false',
  occurredAt: 'occurredAt must be a date and time with its offset, e.g. 2026-03-19T23:10:00+01:00',
  errorText: `text must be 1 to ${MOBILE_LIMITS.maxTextLength} characters`,
  batch: `Send 1 to ${MOBILE_LIMITS.maxBatch} items in one request`,
  readRange: `from and to must be dates written YYYY-MM-DD, from not after to, at most ${MOBILE_LIMITS.maxReadDays} days apart`,
  futureNight: (night: string, timeZone: string) =>
    `The night ${night} has not come yet in the patient's time zone (${timeZone})`,
  futureInstant: (field: string, instant: string) => `${field} ${instant} lies in the future`,
  selfWokeUpWithoutWokeUp: (night: string) =>
    `Night ${night}: selfWokeUp is only possible when wokeUp is true`,
  wokeUpTimeWithoutWokeUp: (night: string) =>
    `Night ${night}: timeStampWokeUp is only possible when wokeUp is true`,
  wetSecondTimeOnDry: (night: string) => `Night ${night}: wetSecondTime is only possible on a wet night`,
  outsideNight: (field: string, night: string) =>
    `${field} must fall within the night ${night} (noon to noon in the patient's time zone)`,
  repeatedNight: (night: string) => `Night ${night} appears more than once in the request`,
  alreadyRecorded: (night: string) =>
    `Night ${night} is already recorded with other values; send it with correction true to change it`,
  recordedMeanwhile: 'Another request recorded the same night at the same moment; retry',

  childName: 'Please fill in the child’s name (at most 100 characters)',
  parentName: 'parentName must be at most 100 characters',
  age: 'age must be a whole number from 0 to 130',
  gender: 'gender must be Male, Female or Unknown',
  dbLanguage: `dbLanguage must be one of ${MESSAGE_LANGUAGES.join(', ')}`,
  town: 'town must be at most 100 characters',
  countryId: 'Please choose a country from the list',
  timezone: 'timezone must be a time zone name such as Europe/Stockholm',
  alarmType: 'Please choose an alarm type from the list',
  appVersion: 'appVersion must be 1 to 20 characters, e.g. 2.1.7',
  answer: 'answerA, answerB and answerC must be true, false or null',
  answerD: 'answerD1 to answerD10 must be texts or numbers of at most 100 characters',
  questions: 'questions must map A, B, C and D1 to D10 to texts of at most 1000 characters',
} as const;
