import { z } from 'zod';
import { integerColumnSchema } from '../ids.ts';

/** A variable of the catalogue as GET /patientvariables returns it (docs/requirements/variables.md#variable-fields). */
export const patientVariableSchema = z.object({
  idpatientVariables: integerColumnSchema,
  variableName: z.string(),
  /** The name in the caller's language, or the name itself when no translation exists. */
  variableNameTranslate: z.string(),
  acronyme: z.string(),
  acronymeTranslate: z.string(),
  units: z.string(),
});
export type PatientVariable = z.infer<typeof patientVariableSchema>;
