import { isAiVariable, type PatientStatusRow, type VariableColumn } from '@vigil/domain';
import type { TFunction } from 'i18next';
import { STATUS_LABEL_KEYS } from '../status/statusPresentation.ts';
import type { CsvCell } from './csv.ts';

/** What a patients table shows, as a CSV's header and rows. */
export interface CsvTable {
  header: string[];
  rows: CsvCell[][];
}

const SERVICE_KEYS = {
  ACTIVE: 'patients.service.nonTrial',
  TRIAL: 'patients.service.trial',
  LEGACY: 'patients.service.legacy',
  NONE: 'patients.service.none',
} as const;

/** A variable's heading: its column title in the caller's language, with its units. */
const variableTitle = (variable: VariableColumn) =>
  variable.units ? `${variable.acronymeTranslate} (${variable.units})` : variable.acronymeTranslate;

/**
 * The rows of the patients list or a category's table in the order given, with the columns the
 * screen shows, each in words: name, age, clinics, the AI score (percent) and the day it is for,
 * then per variable of the page its latest value and (limit variables) its status, and the service.
 * Dates are ISO (YYYY-MM-DD) and numbers plain, whatever the language.
 */
export function patientRowsCsv(
  t: TFunction,
  patients: readonly PatientStatusRow[],
  variables: readonly VariableColumn[],
  { withService }: { withService: boolean },
): CsvTable {
  const header = [
    t('patients.columns.name'),
    t('patients.columns.age'),
    t('patients.columns.clinic'),
    t('export.aiScorePercent'),
    t('export.aiScoreDay'),
    t('patients.inactive'),
    ...variables.flatMap((variable) =>
      isAiVariable(variable.acronyme)
        ? [variableTitle(variable)]
        : [variableTitle(variable), t('export.statusOf', { name: variable.acronymeTranslate })],
    ),
    ...(withService ? [t('patients.columns.serviceUntil'), t('export.service')] : []),
  ];
  const rows = patients.map((patient): CsvCell[] => {
    const prediction = patient.latestAiPrediction;
    const score = prediction?.riskScore;
    return [
      patient.fullName,
      patient.age,
      patient.clinicsName.join('; '),
      score == null ? null : Math.round(score * 100),
      prediction?.asOf ?? null,
      patient.inactive ? t('common.yes') : t('common.no'),
      ...variables.flatMap((variable) => {
        const entry = patient.dangerList[String(variable.idpatientVariables)];
        const value = entry?.variableValueFull ?? entry?.variableValue ?? null;
        if (isAiVariable(variable.acronyme)) return [value];
        return [value, t(STATUS_LABEL_KEYS[entry?.status ?? 'NOT_SET_VALUE'])];
      }),
      ...(withService ? [patient.service.until, t(SERVICE_KEYS[patient.service.state])] : []),
    ];
  });
  return { header, rows };
}
