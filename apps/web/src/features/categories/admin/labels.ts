import type {
  HospitalizationDirection,
  HospitalizationStatus,
  OtherRelation,
  OtherVariable,
  VariableRelation,
} from '@vigil/domain';
import type { TranslationKey } from '../../../i18n/translationKey.ts';
import type { ConditionKind } from './conditionDrafts.ts';

export const KIND_KEYS = {
  variable: 'categoryAdmin.kinds.variable',
  other: 'categoryAdmin.kinds.other',
  diagnosis: 'categoryAdmin.kinds.diagnosis',
  relativeDeviation: 'categoryAdmin.kinds.relativeDeviation',
  hospitalization: 'categoryAdmin.kinds.hospitalization',
} as const satisfies Record<ConditionKind, TranslationKey>;

export const RELATION_KEYS = {
  GT: 'categoryAdmin.relations.GT',
  GE: 'categoryAdmin.relations.GE',
  EQ: 'categoryAdmin.relations.EQ',
  LE: 'categoryAdmin.relations.LE',
  LT: 'categoryAdmin.relations.LT',
  DS: 'categoryAdmin.relations.DS',
} as const satisfies Record<VariableRelation | OtherRelation, TranslationKey>;

/** How a condition in the table writes its operator. */
export const RELATION_SYMBOLS = {
  GT: '>',
  GE: '≥',
  EQ: '=',
  LE: '≤',
  LT: '<',
} as const satisfies Record<Exclude<VariableRelation | OtherRelation, 'DS'>, string>;

export const OTHER_VARIABLE_KEYS = {
  contact_date: 'categoryAdmin.otherVariables.contactDate',
  primary_physician: 'categoryAdmin.otherVariables.primaryPhysician',
  clinic: 'categoryAdmin.otherVariables.clinic',
  'alarm type': 'categoryAdmin.otherVariables.alarmType',
  gender: 'categoryAdmin.otherVariables.gender',
  'days since new data': 'categoryAdmin.otherVariables.daysSinceNewData',
  'days since registration': 'categoryAdmin.otherVariables.daysSinceRegistration',
  'days since first entry': 'categoryAdmin.otherVariables.daysSinceFirstEntry',
} as const satisfies Record<OtherVariable, TranslationKey>;

/** Gender values as /othervariables gives them; 'Unkown' is the spec's spelling. */
const GENDER_KEYS: Record<string, TranslationKey> = {
  Male: 'categoryAdmin.genders.male',
  Female: 'categoryAdmin.genders.female',
  Unkown: 'categoryAdmin.genders.unknown',
  Unknown: 'categoryAdmin.genders.unknown',
};

export function genderKey(value: string): TranslationKey | undefined {
  return GENDER_KEYS[value];
}

export const HOSPITALIZATION_STATUS_KEYS = {
  ADMITTED: 'categoryAdmin.hospitalizationStatuses.admitted',
  DISCHARGED: 'categoryAdmin.hospitalizationStatuses.discharged',
} as const satisfies Record<HospitalizationStatus, TranslationKey>;

export const DIRECTION_KEYS = {
  AFTER: 'categoryAdmin.directions.after',
  BEFORE: 'categoryAdmin.directions.before',
} as const satisfies Record<HospitalizationDirection, TranslationKey>;
