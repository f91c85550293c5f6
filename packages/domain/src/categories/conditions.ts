import { z } from 'zod';
import { DANGER_STATUSES } from '../status/classify.ts';
import {
  HOSPITALIZATION_DIRECTIONS,
  HOSPITALIZATION_STATUSES,
  OTHER_RELATIONS,
  OTHER_VARIABLES,
  VARIABLE_RELATIONS,
} from './constants.ts';
import { integerColumnSchema } from '../ids.ts';

/** The variable of a condition as the dialog shows it. */
export const conditionVariableSchema = z.object({
  idpatientVariables: integerColumnSchema,
  variableName: z.string(),
  acronyme: z.string(),
  units: z.string(),
});

/** Variable condition: the latest value GT/EQ/LT threshold, or (DS) its status one of a set. */
export const variableConditionSchema = z.object({
  id: integerColumnSchema,
  patientVariable: conditionVariableSchema,
  variableRelation: z.enum(VARIABLE_RELATIONS),
  threshold: z.number().nullable(),
  dangerStatusConditions: z.array(z.object({ dangerstatus: z.enum(DANGER_STATUSES) })),
});
export type VariableCondition = z.infer<typeof variableConditionSchema>;

/** Other condition: a patient fact (other variable) compared with a value. */
export const otherConditionSchema = z.object({
  id: integerColumnSchema,
  otherVariable: z.enum(OTHER_VARIABLES),
  variableRelation: z.enum(OTHER_RELATIONS),
  /** A number of days, a date (YYYY-MM-DD), a gender, or the id of a clinic, alarm type or physician. */
  conditionValue: z.string(),
  /** The value as a person reads it (the clinic's name for a clinic id); null when it is gone. */
  conditionValueLabel: z.string().nullable(),
});
export type OtherCondition = z.infer<typeof otherConditionSchema>;

export const icdCodeSchema = z.object({ icdCode: z.string(), diagnosisName: z.string() });
export type IcdCode = z.infer<typeof icdCodeSchema>;

/** Diagnosis condition: the patient has the ICD-10-CM code. */
export const diagnosisConditionSchema = z.object({ id: integerColumnSchema, icdCode: icdCodeSchema });
export type DiagnosisCondition = z.infer<typeof diagnosisConditionSchema>;

/** Relative deviation: the latest value against the mean of the previous 14 days, in percent (+ rise, − fall). */
export const relativeDeviationSchema = z.object({
  id: integerColumnSchema,
  patientVariable: conditionVariableSchema,
  threshold: z.number(),
});
export type RelativeDeviation = z.infer<typeof relativeDeviationSchema>;

/** Hospitalization: an admission or discharge BEFORE/AFTER so many days ago, and/or in hospital now. */
export const hospitalizationConditionSchema = z.object({
  id: integerColumnSchema,
  hospitalizationStatus: z.enum(HOSPITALIZATION_STATUSES).nullable(),
  hospitalizationDirection: z.enum(HOSPITALIZATION_DIRECTIONS).nullable(),
  conditionValue: integerColumnSchema,
  currentlyInHospital: z.boolean(),
});
export type HospitalizationCondition = z.infer<typeof hospitalizationConditionSchema>;

/** The five lists of conditions of a category (the entry of conditionsInCategories). */
export const categoryConditionsSchema = z.object({
  otherConditions: z.array(otherConditionSchema),
  diagnosisConditions: z.array(diagnosisConditionSchema),
  variableConditions: z.array(variableConditionSchema),
  relativeDeviations: z.array(relativeDeviationSchema),
  hospitalizationConditions: z.array(hospitalizationConditionSchema),
});
export type CategoryConditions = z.infer<typeof categoryConditionsSchema>;

/*
 * The dialog's conditions as sent: every field may be missing, so that the server answers with
 * the spec's 'Please fill in all the fields!' (categoryFormProblem) rather than a generic text.
 */
const variableRef = z.object({ idpatientVariables: integerColumnSchema.nullish() }).nullish();
const conditionId = integerColumnSchema.nullish();

export const variableConditionFormSchema = z.object({
  id: conditionId,
  patientVariable: variableRef,
  variableRelation: z.enum(VARIABLE_RELATIONS).nullish(),
  threshold: z.number().nullish(),
  dangerStatusConditions: z.array(z.object({ dangerstatus: z.enum(DANGER_STATUSES) })).nullish(),
});
export type VariableConditionForm = z.infer<typeof variableConditionFormSchema>;

export const otherConditionFormSchema = z.object({
  id: conditionId,
  otherVariable: z.enum(OTHER_VARIABLES).nullish(),
  variableRelation: z.enum(OTHER_RELATIONS).nullish(),
  conditionValue: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => (value === null || value === undefined ? value : String(value).trim())),
});
export type OtherConditionForm = z.infer<typeof otherConditionFormSchema>;

export const diagnosisConditionFormSchema = z.object({
  id: conditionId,
  icdCode: z.object({ icdCode: z.string().trim().nullish() }).nullish(),
});
export type DiagnosisConditionForm = z.infer<typeof diagnosisConditionFormSchema>;

export const relativeDeviationFormSchema = z.object({
  id: conditionId,
  patientVariable: variableRef,
  threshold: z.number().nullish(),
});
export type RelativeDeviationForm = z.infer<typeof relativeDeviationFormSchema>;

export const hospitalizationConditionFormSchema = z.object({
  id: conditionId,
  hospitalizationStatus: z.enum(HOSPITALIZATION_STATUSES).nullish(),
  hospitalizationDirection: z.enum(HOSPITALIZATION_DIRECTIONS).nullish(),
  conditionValue: z.number().nullish(),
  currentlyInHospital: z.boolean().nullish(),
});
export type HospitalizationConditionForm = z.infer<typeof hospitalizationConditionFormSchema>;

const formList = <T extends z.ZodType>(schema: T) => z.array(schema).max(50).default([]);

export const categoryConditionsFormSchema = z.object({
  otherConditions: formList(otherConditionFormSchema),
  diagnosisConditions: formList(diagnosisConditionFormSchema),
  variableConditions: formList(variableConditionFormSchema),
  relativeDeviations: formList(relativeDeviationFormSchema),
  hospitalizationConditions: formList(hospitalizationConditionFormSchema),
});
export type CategoryConditionsForm = z.infer<typeof categoryConditionsFormSchema>;
