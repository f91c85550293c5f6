import type { Customer } from '@vigil/domain';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * The variables of the configured flavour, as a predicate on `patient_variable`: its own and
 * those of both flavours (the AI outputs). Exported for the limits feature, which shows only
 * limits of these variables.
 */
export function inFlavour(customer: Customer) {
  return (eb: ExpressionBuilder<DB, 'patientVariable'>): Expression<SqlBool> =>
    eb('patientVariable.flavour', 'in', [customer, 'both']);
}
