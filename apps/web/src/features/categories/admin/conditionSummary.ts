import {
  OTHER_VARIABLE_VALUE_TYPES,
  type CategoryConditions,
  type DangerStatus,
  type OtherCondition,
  type VariableCondition,
} from '@vigil/domain';
import type { TFunction } from 'i18next';
import { STATUS_LABEL_KEYS } from '../../../components/status/statusPresentation.ts';
import {
  DIRECTION_KEYS,
  genderKey,
  HOSPITALIZATION_STATUS_KEYS,
  OTHER_VARIABLE_KEYS,
  RELATION_SYMBOLS,
} from './labels.ts';

/**
 * The name of a condition's variable as this server's catalogue has it, in the reader's language;
 * a lookup that misses shows 'error' (docs/requirements/categories.md#condition-display).
 */
export function variableLabel(variables: ReadonlyMap<number, string>, id: number, t: TFunction): string {
  return variables.get(id) ?? t('categoryAdmin.lookupError');
}

function statusesText(statuses: readonly DangerStatus[], t: TFunction): string {
  return statuses.map((status) => t(STATUS_LABEL_KEYS[status])).join(', ');
}

/** An other condition's value as a person reads it: a gender in words, the name of a clinic, alarm type or physician. */
export function otherValueLabel(
  condition: Pick<OtherCondition, 'otherVariable' | 'conditionValue' | 'conditionValueLabel'>,
  t: TFunction,
): string {
  switch (OTHER_VARIABLE_VALUE_TYPES[condition.otherVariable]) {
    case 'date':
    case 'days':
      return condition.conditionValue;
    case 'gender': {
      const key = genderKey(condition.conditionValue);
      return key ? t(key) : condition.conditionValue;
    }
    case 'clinic':
    case 'alarmType':
    case 'physician':
      return condition.conditionValueLabel ?? t('categoryAdmin.lookupError');
  }
}

type ConditionVariable = VariableCondition['patientVariable'];

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/**
 * Each condition of a category in one line, for the Control categories table. `variables` is null
 * while the catalogue loads; the names stored with the conditions stand in until then.
 */
export function conditionLines(
  conditions: CategoryConditions | undefined,
  variables: ReadonlyMap<number, string> | null,
  t: TFunction,
  /** The interface language, whose number format writes the thresholds ("> 0,2" in German). */
  language = 'en',
): string[] {
  if (!conditions) return [];
  const numberFormat = new Intl.NumberFormat(language, { maximumFractionDigits: 6 });
  const name = (variable: ConditionVariable) =>
    variables === null ? variable.variableName : variableLabel(variables, variable.idpatientVariables, t);
  return [
    ...conditions.variableConditions.map((condition) =>
      condition.variableRelation === 'DS'
        ? t('categoryAdmin.summary.statusIn', {
            variable: name(condition.patientVariable),
            statuses: statusesText(
              condition.dangerStatusConditions.map((status) => status.dangerstatus),
              t,
            ),
          })
        : `${name(condition.patientVariable)} ${RELATION_SYMBOLS[condition.variableRelation]} ${condition.threshold === null ? '' : numberFormat.format(condition.threshold)}`,
    ),
    ...conditions.otherConditions.map(
      (condition) =>
        `${t(OTHER_VARIABLE_KEYS[condition.otherVariable])} ${RELATION_SYMBOLS[condition.variableRelation]} ${otherValueLabel(condition, t)}`,
    ),
    ...conditions.diagnosisConditions.map((condition) =>
      t('categoryAdmin.summary.diagnosis', {
        code: condition.icdCode.icdCode,
        name: condition.icdCode.diagnosisName,
      }),
    ),
    ...conditions.relativeDeviations.map((condition) =>
      t('categoryAdmin.summary.deviation', {
        variable: name(condition.patientVariable),
        percent: signed(condition.threshold),
      }),
    ),
    ...conditions.hospitalizationConditions.map((condition) =>
      [
        t('categoryAdmin.summary.hospitalizationDays', { days: condition.conditionValue }),
        condition.hospitalizationStatus && t(HOSPITALIZATION_STATUS_KEYS[condition.hospitalizationStatus]),
        condition.hospitalizationDirection && t(DIRECTION_KEYS[condition.hospitalizationDirection]),
        condition.currentlyInHospital && t('categoryAdmin.fields.currentlyInHospital'),
      ]
        .filter((part) => typeof part === 'string')
        .join(' · '),
    ),
  ];
}
