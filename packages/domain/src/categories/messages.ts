import { MAX_CATEGORY_NAME_LENGTH } from './constants.ts';

/** Texts of the category screens and calls (docs/requirements/validation.md#user-list-forms, docs/requirements/errors.md#toasts, docs/requirements/validation.md#category-form). */
export const CATEGORY_MESSAGES = {
  fillCategoryName: 'Please fill in category name!',
  fillAllFields: 'Please fill in all the fields!',
  nonZero: 'Only positive or negative numbers are allowed!',
  alreadyIncluded: 'Patient is already included in this category',
  notFound: 'Could not find category',
  confirmDelete: 'Are you sure you want to delete this category?',
  noUserCategories: 'No user categories created',
  // Not in the spec: the server's own refusals, worded for the person who caused them.
  nameTooLong: `A category name can be at most ${MAX_CATEGORY_NAME_LENGTH} characters`,
  nameCharacters: "A category name may hold letters, digits, spaces and - _ . , ' ( ) < > + & : !",
  patientNotIncluded: 'The patient is not in this category',
  duplicatePriority: 'Each category can have one place only',
  nameTaken: 'A category with this name already exists',
  premiumOnly: 'Only the product admin may change a premium category',
  sharedOnly: 'Only an admin may change a category shared with everyone',
  unknownVariable: 'Please choose a variable',
  unknownDiagnosis: 'Unknown diagnosis code',
  badConditionValue: 'The value does not fit this condition',
  equalityOnly: 'Gender, clinic, alarm type and primary physician can only be compared with EQ',
  allPatientsFixed: 'All Patients holds every patient you see; it cannot be changed',
} as const;

/** docs/requirements/administration.md#category-language, docs/requirements/api.md#administration-calls: Control admin → Categories, a category's name per language. */
export const CATEGORY_LANGUAGE_MESSAGES = {
  missingName: 'Missing name',
  unknownName: 'Could not find the category name',
} as const;

/** Acknowledging a patient's alert (acknowledgement.ts). */
export const ACKNOWLEDGEMENT_MESSAGES = {
  notInAlert: 'The patient is not in that alert category',
  noAlert: 'The patient is in no alert category',
  snoozeTime: 'The snooze must end at a date and time',
  snoozePast: 'The snooze must end in the future',
  snoozeTooLong: 'A snooze can last at most 30 days',
  commentTooLong: 'The comment can be at most 500 characters',
} as const;
