// Frozen copies of the enumerations of the spec (docs/requirements/roles-and-scope.md#roles, docs/requirements/constants.md#languages, docs/requirements/constants.md#numbers).
export const UI_LANGUAGES = ['sv', 'en', 'de', 'no', 'da', 'fr', 'es', 'it', 'fi', 'pl', 'pt', 'nl'];
export const MESSAGE_LANGUAGES = [...UI_LANGUAGES, 'fa', 'uk', 'ar'];
export const ROLES = ['ROLE_USER', 'ROLE_SUPERUSER', 'ROLE_ADMIN', 'ROLE_MYAPPADMIN'];
export const POSITIONS = ['MD', 'RN', 'TECHNICIAN', 'ADMINISTRATOR', 'OTHER'];
export const PATIENT_CONNECTIONS = [
  'OWN_PATIENTS',
  'CLINIC',
  'ORGANIZATION',
  'ANOTHER_USER_PATIENTS',
  'MISSING_CLINIC',
];
export const DANGER_STATUSES = [
  'ALERT_LOW',
  'ABNORMAL_LOW',
  'NORMAL_LOW',
  'NORMAL',
  'NORMAL_HIGH',
  'ABNORMAL_HIGH',
  'ALERT_HIGH',
  'NOT_SET_VALUE',
  'NOT_SET_LIMIT',
];
export const OTHER_VARIABLES = [
  'contact_date',
  'primary_physician',
  'clinic',
  'alarm type',
  'gender',
  'days since new data',
  'days since registration',
  'days since first entry',
];
export const AI_TASKS = [
  'diagnosis_training_all_patients',
  'treatment_training_all_patients',
  'mark_data_for_training',
];
