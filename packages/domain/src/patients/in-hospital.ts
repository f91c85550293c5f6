import { z } from 'zod';
import { integerColumnSchema } from '../ids.ts';

/** GET /patients/in-hospital: a patient in hospital now (generic flavour), highest AI risk first. */
export const inHospitalPatientSchema = z.object({
  idpatient: integerColumnSchema,
  fullName: z.string(),
  admittedAt: z.string(),
  riskScore: z.number().nullable(),
});
export type InHospitalPatient = z.infer<typeof inHospitalPatientSchema>;
