import { inHospitalRoutes } from '@vigil/domain';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { serve } from '../../platform/contract.ts';
import { inHospitalPatients } from './in-hospital.ts';

/** The generic flavour's In Hospital button (docs/requirements/screens-and-routes.md#top-bar): who is in hospital now. */
export function registerInHospitalRoutes(api: Api, { database }: AppContext): void {
  serve(api, inHospitalRoutes.inHospitalPatients, (request) =>
    inHospitalPatients(database.db, requireActor(request)),
  );
}
