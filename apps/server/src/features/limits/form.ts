import {
  limitFormProblem,
  limitValuesOf,
  type LimitForm,
  type LimitType,
  type LimitValues,
  CATALOGUE,
} from '@vigil/domain';
import { badRequest } from '../../platform/errors.ts';

/** The six values of a form that passed limitFormProblem, or the spec's message as a 400. */
export function validLimitValues(form: LimitForm, type: LimitType): LimitValues {
  const problem = limitFormProblem(form, type);
  if (problem) throw badRequest(problem);
  const values = limitValuesOf(form);
  if (!values) throw badRequest(CATALOGUE.limit.fillAllValues);
  return values;
}
