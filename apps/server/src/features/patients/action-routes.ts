import { patientListRoutes, patientRoutes } from '@vigil/domain';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { serve } from '../../platform/contract.ts';
import {
  approvePatientsClinics,
  changeClinic,
  clinicChoices,
  deletePatient,
  enableService,
  fixAllTechnicalErrors,
  markReviewed,
  recordOutcome,
  setActive,
} from './actions.ts';
import { dryWeights, hospitalContacts, vascularAccess } from './clinical-records.ts';
import { patientDetails } from './details.ts';

const DONE = { message: 'Done!' };

/** GET /patients/{id} and the settings-menu actions. */
export function registerPatientActionRoutes(api: Api, { database, config }: AppContext): void {
  const { db } = database;
  const target = (request: { params: { id: number } } & Parameters<typeof requireActor>[0]) => ({
    actor: requireActor(request),
    patientId: request.params.id,
  });

  serve(api, patientRoutes.patientDetails, (request) =>
    patientDetails(db, { ...target(request), customer: config.customer }),
  );

  serve(api, patientRoutes.deletePatient, async (request) => {
    await deletePatient(db, target(request));
    return DONE;
  });

  serve(api, patientListRoutes.markReviewed, async (request) => ({
    reviewed: await markReviewed(db, target(request)),
  }));

  serve(api, patientListRoutes.setActive, async (request) => {
    await setActive(db, { ...target(request), active: request.params.flag === 'true' });
    return DONE;
  });

  serve(api, patientRoutes.clinicChoices, (request) => clinicChoices(db, target(request)));

  serve(api, patientRoutes.changeClinic, async (request) => {
    await changeClinic(db, { ...target(request), clinicId: request.params.clinicId });
    return DONE;
  });

  serve(api, patientRoutes.enableService, (request) =>
    enableService(db, { ...target(request), days: request.params.days }),
  );

  serve(api, patientRoutes.recordOutcome, async (request) => {
    await recordOutcome(db, { ...target(request), value: request.params.value });
    return DONE;
  });

  serve(api, patientRoutes.fixTechnicalErrors, (request) =>
    fixAllTechnicalErrors(db, { ...target(request), customer: config.customer }),
  );

  serve(api, patientListRoutes.approveClinics, (request) =>
    approvePatientsClinics(db, { actor: requireActor(request), decisions: request.body }),
  );

  serve(api, patientRoutes.hospitalContacts, (request) => hospitalContacts(db, target(request)));
  serve(api, patientRoutes.vascularAccess, (request) => vascularAccess(db, target(request)));
  serve(api, patientRoutes.dryWeights, (request) => dryWeights(db, target(request)));
}
