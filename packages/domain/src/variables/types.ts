import { CUSTOMERS, type Customer } from '../flavours.ts';

/** How a variable's values come to be (docs/requirements/variables.md#variable-kinds). */
export const VARIABLE_KINDS = ['computed', 'measured', 'ai'] as const;
export type VariableKind = (typeof VARIABLE_KINDS)[number];

/** Which customer flavour shows a variable. */
export const VARIABLE_FLAVOURS = [...CUSTOMERS, 'both'] as const;
export type VariableFlavour = (typeof VARIABLE_FLAVOURS)[number];

/** The six limit levels, in the order they must not decrease (docs/requirements/limits-and-statuses.md#limit-fields). */
export const LIMIT_LEVELS = [
  'alertLow',
  'abnormalLow',
  'lowerLimitNormal',
  'upperLimitNormal',
  'abnormalHigh',
  'alertHigh',
] as const;
export type LimitLevel = (typeof LIMIT_LEVELS)[number];
export type LimitValues = Readonly<Record<LimitLevel, number>>;

/** The six levels of a row that carries them among other columns, alone. */
export function limitLevelsOf(row: LimitValues): LimitValues {
  const { alertLow, abnormalLow, lowerLimitNormal, upperLimitNormal, abnormalHigh, alertHigh } = row;
  return { alertLow, abnormalLow, lowerLimitNormal, upperLimitNormal, abnormalHigh, alertHigh };
}

/** Gender a general limit applies to (docs/requirements/limits-and-statuses.md#limit-fields). */
export const LIMIT_GENDERS = ['ALL', 'WOMEN', 'MEN'] as const;
export type LimitGender = (typeof LIMIT_GENDERS)[number];

/** A general limit shipped with the catalogue; ages in whole years, ageLower ≤ age < ageUpper. */
export interface DefaultGeneralLimit extends LimitValues {
  readonly gender: LimitGender;
  readonly ageLower: number | null;
  readonly ageUpper: number | null;
}

/** Patient-list pages (windows) 1-5 of the predefined variable priority. */
export type VariableWindow = 1 | 2 | 3 | 4 | 5;

/** One monitored variable as shipped (seeded into patient_variable by the initial migration). */
export interface VariableDefinition {
  /** The acronym: unique, stable, used in URLs (variableAcronym) and column headers. */
  readonly code: string;
  /** English name; translations live in the dictionaries. */
  readonly name: string;
  readonly units: string;
  readonly kind: VariableKind;
  readonly flavour: VariableFlavour;
  /** Page of the predefined priority the variable starts on, or null for none. */
  readonly defaultWindow: VariableWindow | null;
  /** General limits shipped as defaults; empty for AI outputs, which have their own icons. */
  readonly defaultLimits: readonly DefaultGeneralLimit[];
}

/** True when the limit's six values never decrease (docs/requirements/limits-and-statuses.md#limit-fields). */
export function limitsAreNonDecreasing(limit: LimitValues): boolean {
  return LIMIT_LEVELS.every((level, index) => {
    const previous = index === 0 ? undefined : LIMIT_LEVELS[index - 1];
    return previous === undefined || limit[previous] <= limit[level];
  });
}

/** True when the variable belongs to the customer's flavour. */
export function isVariableOf(variable: Pick<VariableDefinition, 'flavour'>, customer: Customer): boolean {
  return variable.flavour === 'both' || variable.flavour === customer;
}
