import { inHospitalPatientSchema } from '@vigil/domain';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { inHospitalPatients } from './in-hospital.ts';

/** The generic flavour's In Hospital button (docs/requirements/screens-and-routes.md#top-bar): who is in hospital now. */
export function registerInHospitalRoutes(api: Api, { database }: AppContext): void {
  api.get(
    '/patients/in-hospital',
    {
      config: { access: 'USER_RIGHTS' },
      schema: {
        tags: ['patients'],
        summary: 'The caller’s patients in hospital now, highest AI risk first',
        response: { 200: z.array(inHospitalPatientSchema) },
      },
    },
    (request) => inHospitalPatients(database.db, requireActor(request)),
  );
}
