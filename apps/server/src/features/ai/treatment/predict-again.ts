import { CATALOGUE, flavourOf, type Customer } from '@vigil/domain';
import type { Db } from '../../../db/database.ts';
import { inTransaction } from '../../../db/transactions.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { badRequest } from '../../../platform/errors.ts';
import { predictTreatments } from './predict.ts';
import { patientsOf } from '../../../platform/access/patient-data.ts';

/**
 * PUT /patients/{id}/predict-treatment: removes the patient's predictions and AI values (the
 * confirm warned of it) and predicts anew from all data up to today. A treatment that cannot be
 * predicted now (too little data, ended) is refused and keeps what it had.
 */
export async function predictTreatmentAgain(
  db: Db,
  { actor, patientId, customer }: { actor: Actor; patientId: number; customer: Customer },
): Promise<{ predictionExists: boolean }> {
  await patientsOf(db, actor).require(patientId);
  if (flavourOf(customer).model !== 'treatment_outcome') throw badRequest(CATALOGUE.ai.treatmentOnly);
  await inTransaction(db, async (trx) => {
    const aiVariables = trx.selectFrom('patientVariable').select('id').where('kind', '=', 'ai');
    await trx.deleteFrom('aiPrediction').where('patientId', '=', patientId).execute();
    await trx
      .deleteFrom('variableValue')
      .where('patientId', '=', patientId)
      .where('variableId', 'in', aiVariables)
      .execute();
    await trx
      .deleteFrom('patientVariableLatest')
      .where('patientId', '=', patientId)
      .where('variableId', 'in', aiVariables)
      .execute();
    const predicted = await predictTreatments(trx, {
      today: new Date().toISOString().slice(0, 10),
      patientIds: [patientId],
    });
    // Nothing to predict from: the old predictions stay (the transaction is undone).
    if (predicted === 0) throw badRequest(CATALOGUE.ai.tooLittleData);
  });
  return { predictionExists: true };
}
