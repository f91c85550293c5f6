import { flavourOf, type Customer } from '@vigil/domain';
import type { Db } from '../../../db/database.ts';
import type { JobDefinition } from '../../../platform/jobs.ts';
import { predictHospitalizations } from '../hospitalization/predict.ts';
import { predictTreatments } from '../treatment/predict.ts';

/** Every patient of the flavour gets a prediction each morning, from the nights up to the one just ended. */
export const dailyPredictionsJob = (db: Db, customer: Customer): JobDefinition => ({
  name: 'ai-daily-predictions',
  cron: '30 4 * * *',
  run: async () => {
    const today = new Date().toISOString().slice(0, 10);
    switch (flavourOf(customer).model) {
      case 'treatment_outcome':
        await predictTreatments(db, { today });
        return;
      case 'hospitalization_risk':
        await predictHospitalizations(db, { days: [today] });
        return;
    }
  },
});
