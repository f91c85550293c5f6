import { z } from 'zod';
import type { Customer } from '../flavours.ts';
import { AI_TASK_MESSAGES } from './messages.ts';

/** The AI training tasks of Control admin → AI Training (docs/requirements/ai.md#ai-training), in the tab's order. */
export const AI_TASK_NAMES = [
  'diagnosis_training_all_patients',
  'treatment_training_all_patients',
  'mark_data_for_training',
] as const;
export type AiTaskName = (typeof AI_TASK_NAMES)[number];

/**
 * The tasks that apply to each flavour, in the tab's order: the bedwetting clinic trains the
 * treatment-outcome model on marked treatments; the generic one trains the hospitalization risk.
 */
export const AI_TASKS_OF: Record<Customer, readonly AiTaskName[]> = {
  bedwetting: ['treatment_training_all_patients', 'mark_data_for_training'],
  generic: ['diagnosis_training_all_patients'],
};

/** GET /ai-task-results/: when each task last completed (ISO instant), or null if never. */
export const aiTaskResultsSchema = z.object(
  Object.fromEntries(AI_TASK_NAMES.map((task) => [task, z.string().nullable()])) as Record<
    AiTaskName,
    z.ZodNullable<z.ZodString>
  >,
);
export type AiTaskResults = z.infer<typeof aiTaskResultsSchema>;

/** POST /ai-tasks-set/: the tasks to run, at least one, each once. */
export const aiTasksSetSchema = z
  .array(z.enum(AI_TASK_NAMES, { message: AI_TASK_MESSAGES.chooseTask }))
  .min(1, AI_TASK_MESSAGES.chooseTask)
  .max(AI_TASK_NAMES.length)
  .refine((tasks) => new Set(tasks).size === tasks.length, AI_TASK_MESSAGES.chooseTask);

/** A task's run as the AI Training tab shows it while it is queued or running. */
export const aiTaskStateSchema = z.object({
  task: z.enum(AI_TASK_NAMES),
  lastCompletedAt: z.string().nullable(),
  requestedAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  /** 0–1 while running, null otherwise. */
  progress: z.number().min(0).max(1).nullable(),
  lastFailedAt: z.string().nullable(),
});
export type AiTaskState = z.infer<typeof aiTaskStateSchema>;

/** GET /ai-models/active: the model in use of each kind, as the AI Training tab's model card shows it. */
const calibrationBinSchema = z.object({ meanPredicted: z.number(), observed: z.number(), count: z.number() });
const calibrationErrorSchema = z.object({ mean: z.number(), worst: z.number() });

/**
 * Below this many training patients a model's probabilities are not to be trusted as such (the
 * clinic-sized bench, bench/README.md): the model card says so and every score shows its range.
 */
export const MIN_TRUSTED_PATIENTS = 300;

export const aiModelCardSchema = z.object({
  kind: z.enum(['treatment_outcome', 'hospitalization_risk']),
  version: z.number(),
  trainedAt: z.string(),
  trainedOnPatients: z.number(),
  heldOutPatients: z.number(),
  riskAuc: z.number().nullable(),
  riskBrier: z.number().nullable(),
  /** AUC per outcome (successful, partly, not successful, drop out); treatment models only. */
  outcomeAuc: z.array(z.number().nullable()).nullable(),
  calibration: z.array(calibrationBinSchema),
  /** Count-weighted mean and worst decile |predicted − observed| on the held-out patients. */
  calibrationError: calibrationErrorSchema.nullable(),
  /** Calibrated out-of-fold predictions over all training patients (null for older models). */
  outOfFold: z
    .object({
      patients: z.number(),
      rows: z.number(),
      riskAuc: z.number().nullable(),
      calibration: z.array(calibrationBinSchema),
      calibrationError: calibrationErrorSchema,
    })
    .nullable(),
  /** The L2 penalty cross-validation chose (null for older models). */
  l2: z.number().nullable(),
  /** Trained on fewer than MIN_TRUSTED_PATIENTS patients: its scores are shown as uncertain. */
  tooFewPatients: z.boolean(),
});
export type AiModelCard = z.infer<typeof aiModelCardSchema>;
