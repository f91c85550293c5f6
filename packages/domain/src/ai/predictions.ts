import { z } from 'zod';

/** The eight AI variables of the treatment-outcome model, in the AI chart's order (docs/requirements/ai.md#ai-variables). */
export const AI_OUTCOME_VARIABLES = [
  'AI_SUCC',
  'AI_PSUCC',
  'AI_NOTSUCC',
  'AI_DROPOUT',
  'AI_SUCC_SC',
  'AI_PSUCC_SC',
  'AI_NOTSUCC_SC',
  'AI_DROPOUT_SC',
] as const;
export type AiOutcomeVariable = (typeof AI_OUTCOME_VARIABLES)[number];

const aiValueSchema = z.object({ value: z.number(), timeStamp: z.string() });

/** GET /patients/{id}/ai-variable-data: each AI variable's values, newest first (the first carries the current value). */
export const aiVariableDataSchema = z.object(
  Object.fromEntries(AI_OUTCOME_VARIABLES.map((code) => [code, z.array(aiValueSchema)])) as Record<
    AiOutcomeVariable,
    z.ZodArray<typeof aiValueSchema>
  >,
);
export type AiVariableData = z.infer<typeof aiVariableDataSchema>;

/**
 * GET /ai-scores/{id}/feature-importances: what moved one prediction's risk score. featureValue
 * is the feature's contribution to the score's log-odds (they add up, with the model's base value,
 * to the score); observedValue is what the feature was for the patient, null when not known.
 */
export const aiFactorSchema = z.object({
  featureName: z.string(),
  featureValue: z.number(),
  observedValue: z.number().nullable(),
});
export type AiFactor = z.infer<typeof aiFactorSchema>;

/**
 * GET /ai-scores/{id}/certainty: how sure one risk score is — its 95 % range from the model's
 * uncertainty, the patients the model was trained on, and whether the range is wide (20 points
 * or more, or a model trained on too few patients) so screens say so beside the score.
 */
export const aiScoreCertaintySchema = z.object({
  riskScore: z.number(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  trainedOnPatients: z.number(),
  wide: z.boolean(),
});
export type AiScoreCertainty = z.infer<typeof aiScoreCertaintySchema>;

/** A range at least this wide (in probability) is called wide. */
export const WIDE_RISK_RANGE = 0.2;

/** PUT /patients/{id}/check-early-treatment: whether the patient already has a prediction. */
export const earlyTreatmentCheckSchema = z.object({ predictionExists: z.boolean() });
