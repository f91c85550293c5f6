/** Operators of a variable condition (docs/requirements/categories.md#variable-condition): the latest value against a threshold, or DS its status. */
export const VARIABLE_RELATIONS = ['GT', 'EQ', 'LT', 'DS'] as const;
export type VariableRelation = (typeof VARIABLE_RELATIONS)[number];

/** Operators of an other condition (docs/requirements/categories.md#other-condition). */
export const OTHER_RELATIONS = ['GT', 'GE', 'EQ', 'LE', 'LT'] as const;
export type OtherRelation = (typeof OTHER_RELATIONS)[number];

/** Names of the other conditions (docs/requirements/categories.md#other-condition), spelled as the spec spells them. */
export const OTHER_VARIABLES = [
  'contact_date',
  'primary_physician',
  'clinic',
  'alarm type',
  'gender',
  'days since new data',
  'days since registration',
  'days since first entry',
] as const;
export type OtherVariable = (typeof OTHER_VARIABLES)[number];

/** Other conditions that name a choice rather than a quantity: the operator is always EQ (docs/requirements/categories.md#other-condition). */
export const EQUALITY_ONLY_OTHER_VARIABLES = [
  'gender',
  'clinic',
  'alarm type',
  'primary_physician',
] as const satisfies readonly OtherVariable[];

/** What the value of an other condition is: how the dialog asks for it and how it is compared. */
export const OTHER_VARIABLE_VALUE_TYPES = {
  contact_date: 'date',
  primary_physician: 'physician',
  clinic: 'clinic',
  'alarm type': 'alarmType',
  gender: 'gender',
  'days since new data': 'days',
  'days since registration': 'days',
  'days since first entry': 'days',
} as const satisfies Record<OtherVariable, string>;
export type OtherValueType = (typeof OTHER_VARIABLE_VALUE_TYPES)[OtherVariable];

/** Gender values of an other condition (docs/requirements/categories.md#other-condition; 'Unkown' is the spec's spelling, 'Unknown' is accepted too). */
export const CATEGORY_GENDERS = ['Male', 'Female', 'Unkown'] as const;

export const HOSPITALIZATION_STATUSES = ['ADMITTED', 'DISCHARGED'] as const;
export type HospitalizationStatus = (typeof HOSPITALIZATION_STATUSES)[number];
export const HOSPITALIZATION_DIRECTIONS = ['AFTER', 'BEFORE'] as const;
export type HospitalizationDirection = (typeof HOSPITALIZATION_DIRECTIONS)[number];

/** The five lists of conditionsInCategories (docs/requirements/categories.md#category-fields). */
export const CONDITION_TYPES = [
  'otherConditions',
  'diagnosisConditions',
  'variableConditions',
  'relativeDeviations',
  'hospitalizationConditions',
] as const;
export type ConditionType = (typeof CONDITION_TYPES)[number];

/** A rule-based category, or a user's own hand-made list (custom user category). */
export const CATEGORY_TYPES = ['RULE_BASED', 'CUSTOM'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

/** sharableType of an alert category: its members make up the ALERTS count. */
export const ALERT_SHARABLE_TYPE = 'admin-alert';

/** The user list that stands for every patient in the caller's scope (docs/requirements/categories.md#user-lists). */
export const ALL_PATIENTS_CATEGORY_ID = -1;
export const ALL_PATIENTS_CATEGORY_NAME = 'All Patients';

/** Rows per page of a category panel (docs/requirements/screens-and-routes.md#categories-page, docs/requirements/constants.md#page-sizes). */
export const CATEGORY_PANEL_PAGE_SIZE = 6;
/** Patients per page of the ALERTS dialog, highest AI risk first (the top bar fetches the first with the count). */
export const ALERTS_PAGE_SIZE = 20;
/** Category data reloads hourly (docs/requirements/constants.md#timings). */
export const CATEGORY_RELOAD_MS = 3_600_000;
/** The days of the window a relative deviation compares the latest value with (docs/requirements/categories.md#relative-deviation). */
export const RELATIVE_DEVIATION_WINDOW_DAYS = 14;

/** The diagnosis search starts at this many characters (docs/requirements/categories.md#diagnosis-condition); shorter searches find nothing. */
export const ICD_SEARCH_MIN_LENGTH = 4;
/** At most this many diagnosis codes per search. */
export const ICD_SEARCH_LIMIT = 50;

/** Longest category name, in characters. */
export const MAX_CATEGORY_NAME_LENGTH = 100;
