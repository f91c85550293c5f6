/** The AI: models trained by the AI tasks, predictions with their explanations, and their routes. */
export { trainHospitalizationModel } from './hospitalization/train.ts';
export { predictHospitalizations } from './hospitalization/predict.ts';
export { TooLittleDataError } from './models/too-little-data.ts';
export { predictAfterNewNights } from './predictions/after-new-nights.ts';
export { backfillDays } from './predictions/backfill-days.ts';
export { contributionsOf } from './predictions/contributions.ts';
export { dailyPredictionsJob } from './predictions/daily-job.ts';
export { registerPredictionRoutes } from './predictions/routes.ts';
export { aiTasksJob } from './tasks/runner.ts';
export { registerAiTaskRoutes } from './tasks/routes.ts';
export { recordAiTaskCompleted } from './tasks/task-state.ts';
export { markTreatmentOutcomes } from './treatment/mark-outcomes.ts';
export { backfillTreatmentPredictions } from './treatment/predict.ts';
export { trainTreatmentModel } from './treatment/train.ts';
