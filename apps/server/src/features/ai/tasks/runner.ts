import type { AiTaskName } from '@vigil/domain';
import type { Db } from '../../../db/database.ts';
import type { JobDefinition } from '../../../platform/jobs.ts';
import { predictHospitalizations } from '../hospitalization/predict.ts';
import { trainHospitalizationModel } from '../hospitalization/train.ts';
import { markTreatmentOutcomes } from '../treatment/mark-outcomes.ts';
import { predictTreatments } from '../treatment/predict.ts';
import { trainTreatmentModel } from '../treatment/train.ts';
import { claimAiTask, finishAiTask, reportAiTaskProgress } from './task-state.ts';

/** What a task does; `report` says how far it is (0–1) and keeps its claim alive. */
export type AiTaskWork = (db: Db, report: (progress: number) => Promise<void>) => Promise<void>;

const today = () => new Date().toISOString().slice(0, 10);

/** What each task of the AI Training tab does. A new model in use predicts every patient at once. */
export const AI_TASK_WORK: Partial<Record<AiTaskName, AiTaskWork>> = {
  mark_data_for_training: async (db) => {
    await markTreatmentOutcomes(db, today());
  },
  diagnosis_training_all_patients: async (db, report) => {
    const { activated } = await trainHospitalizationModel(db, { today: today(), report });
    if (activated) await predictHospitalizations(db, { days: [today()] });
  },
  treatment_training_all_patients: async (db, report) => {
    const { activated } = await trainTreatmentModel(db, report);
    if (activated) await predictTreatments(db, { today: today() });
  },
};

/**
 * Runs every queued AI task, one at a time. A task that throws is recorded as failed and can be
 * submitted again; the model and predictions in use change only when a task completes.
 */
export async function runQueuedAiTasks(db: Db, work = AI_TASK_WORK): Promise<AiTaskName[]> {
  const ran: AiTaskName[] = [];
  for (let task = await claimAiTask(db); task !== null; task = await claimAiTask(db)) {
    const name = task;
    try {
      const run = work[name];
      if (!run) throw new Error(`No work is defined for the task ${name}`);
      await run(db, (progress) => reportAiTaskProgress(db, name, progress));
      await finishAiTask(db, name);
    } catch (error) {
      await finishAiTask(db, name, error);
    }
    ran.push(name);
  }
  return ran;
}

/** Looks for submitted AI tasks every minute: a submit is a row, so it survives restarts. */
export const aiTasksJob = (db: Db): JobDefinition => ({
  name: 'ai-tasks',
  cron: '* * * * *',
  run: async () => {
    await runQueuedAiTasks(db);
  },
});
