import { nightRoutes } from '@vigil/domain';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { serve } from '../../platform/contract.ts';
import { nightCalendar } from './calendar.ts';
import { listTechnicalErrors } from './technical-errors.ts';

/** The nights behind the Calendar and Technical errors tabs (packages/domain/src/nights/routes.ts). */
export function registerNightRoutes(api: Api, { database }: AppContext): void {
  const { db } = database;

  serve(api, nightRoutes.nightCalendar, (request) =>
    nightCalendar(db, {
      actor: requireActor(request),
      patientId: request.params.id,
      month: request.query.month,
    }),
  );

  serve(api, nightRoutes.technicalErrors, (request) =>
    listTechnicalErrors(db, { actor: requireActor(request), patientId: request.params.id }),
  );
}
