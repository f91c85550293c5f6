import { z } from 'zod/mini';
import { integerColumnMiniSchema as integerColumnSchema } from '../integer-column.ts';

// zod/mini: the web's signed-in frame parses it (see list.ts).

/** GET /patients/in-hospital: a patient in hospital now (generic flavour), highest AI risk first. */
export const inHospitalPatientSchema = z.object({
  idpatient: integerColumnSchema,
  fullName: z.string(),
  admittedAt: z.string(),
  riskScore: z.nullable(z.number()),
});
export type InHospitalPatient = z.infer<typeof inHospitalPatientSchema>;
