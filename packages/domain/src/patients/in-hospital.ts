import { z } from 'zod/mini';
import type { RouteGroup } from '../contract/route.ts';
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

/** The generic flavour's In Hospital button (docs/requirements/screens-and-routes.md#top-bar). */
export const inHospitalRoutes = {
  inHospitalPatients: {
    method: 'GET',
    path: '/patients/in-hospital',
    access: 'USER_RIGHTS',
    tags: ['patients'],
    summary: 'The caller’s patients in hospital now, highest AI risk first',
    answer: z.array(inHospitalPatientSchema),
  },
} as const satisfies RouteGroup;
