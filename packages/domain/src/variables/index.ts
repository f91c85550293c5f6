import type { Customer } from '../flavours.ts';
import { AI_VARIABLES } from './ai.ts';
import { BEDWETTING_VARIABLES } from './bedwetting.ts';
import { GENERIC_VARIABLES } from './generic.ts';
import { isVariableOf, type VariableDefinition } from './types.ts';

export * from './types.ts';
export { generalLimit, BELOW_ANY_COUNT, ABOVE_ANY_WINDOW_COUNT } from './limits.ts';
export { BEDWETTING_VARIABLES, BEDWETTING_WINDOW_NIGHTS, isUnreachableLevel } from './bedwetting.ts';
export { GENERIC_VARIABLES } from './generic.ts';
export { AI_VARIABLES } from './ai.ts';

/** Every shipped variable of both flavours, in display order (the patient_variable table holds all). */
export const VARIABLE_CATALOGUE = [
  ...BEDWETTING_VARIABLES,
  ...GENERIC_VARIABLES,
  ...AI_VARIABLES,
] as const satisfies readonly VariableDefinition[];

export type VariableCode = (typeof VARIABLE_CATALOGUE)[number]['code'];
export const AI_VARIABLE_CODES: readonly VariableCode[] = AI_VARIABLES.map((variable) => variable.code);

/** The variables a customer flavour shows, in display order. */
export function variableCatalogue(customer: Customer): readonly VariableDefinition[] {
  return VARIABLE_CATALOGUE.filter((variable) => isVariableOf(variable, customer));
}
