import { z } from 'zod';
import { LIMIT_GENDERS, type LimitLevel } from '../variables/types.ts';
import { LIMIT_MESSAGES, MAX_LIMIT_AGE } from './messages.ts';
import { INTEGER_COLUMN_MAX, integerColumnSchema } from '../ids.ts';

/** A general limit applies to everyone matching gender and age; a user limit to one patient. */
export const LIMIT_TYPES = ['LimitsGeneral', 'LimitsUser'] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];

/** The change types of the limit dialog (docs/requirements/limits-and-statuses.md#limit-dialog). */
export const LIMIT_CHANGE_TYPES = ['create', 'update', 'delete'] as const;
export type LimitChangeType = (typeof LIMIT_CHANGE_TYPES)[number];

/** The variable of a limit as the limit dialog shows it. */
export const limitVariableSchema = z.object({
  idpatientVariables: integerColumnSchema,
  variableName: z.string(),
  acronyme: z.string(),
  units: z.string(),
});

/** The six levels of a limit, each with the same schema. */
function levelFields<T extends z.ZodType>(schema: () => T) {
  return {
    alertLow: schema(),
    abnormalLow: schema(),
    lowerLimitNormal: schema(),
    upperLimitNormal: schema(),
    abnormalHigh: schema(),
    alertHigh: schema(),
  } satisfies Record<LimitLevel, T>;
}

/** A limit as the API returns it (docs/requirements/limits-and-statuses.md#limit-fields); `patient` is set on user limits only. */
export const limitSchema = z.object({
  idlimits: integerColumnSchema,
  type: z.enum(LIMIT_TYPES),
  patientVariable: limitVariableSchema,
  ...levelFields(() => z.number()),
  gender: z.enum(LIMIT_GENDERS),
  ageLower: integerColumnSchema.nullable(),
  ageUpper: integerColumnSchema.nullable(),
  patient: z.object({ idpatient: integerColumnSchema, fullName: z.string() }).nullable(),
  updatedAt: z.string(),
});
export type Limit = z.infer<typeof limitSchema>;

const age = z
  .number({ error: LIMIT_MESSAGES.ages })
  .int({ error: LIMIT_MESSAGES.ages })
  .min(0, { error: LIMIT_MESSAGES.ages })
  .max(MAX_LIMIT_AGE, { error: LIMIT_MESSAGES.ages });

/**
 * The limit form as sent by the dialog. Fields may be empty so that the server answers with the
 * spec's message (limitFormProblem) rather than a generic one.
 */
export const limitFormSchema = z.object({
  idlimits: integerColumnSchema.nullish(),
  patientVariable: z
    .object({
      idpatientVariables: z
        .number({ error: LIMIT_MESSAGES.chooseVariable })
        .int()
        .max(INTEGER_COLUMN_MAX, LIMIT_MESSAGES.chooseVariable),
    })
    .nullish(),
  ...levelFields(() => z.number({ error: LIMIT_MESSAGES.fillAllValues }).nullish()),
  gender: z.enum(LIMIT_GENDERS, { error: LIMIT_MESSAGES.selectGender }).nullish(),
  ageLower: age.nullish(),
  ageUpper: age.nullish(),
  /** A general-limit change reaches every clinic: the caller must say they mean it. */
  confirmPropagation: z.boolean().optional(),
});
export type LimitForm = z.infer<typeof limitFormSchema>;

/** DELETE /limitsgeneral/{id}?confirmPropagation=true: deleting a general limit also reaches every clinic. */
export const limitDeleteQuerySchema = z.object({
  confirmPropagation: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
