import { idParamsSchema, nightCalendarSchema, nightsQuerySchema, technicalErrorSchema } from '@vigil/domain';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { nightCalendar } from './calendar.ts';
import { listTechnicalErrors } from './technical-errors.ts';

const tags = ['nights'];
const user = { access: 'USER_RIGHTS' } as const;
const patientParams = idParamsSchema;

/**
 * The nights behind the Calendar and Technical errors tabs. The spec names no call for them (its
 * variable-values call reads stored variable values, and nights are kept as nightly entries).
 */
export function registerNightRoutes(api: Api, { database }: AppContext): void {
  const { db } = database;

  api.get(
    '/patients/:id/nights',
    {
      config: user,
      schema: {
        tags,
        summary: 'One month of nights: entries, technical errors, day states and counts',
        params: patientParams,
        querystring: nightsQuerySchema,
        response: { 200: nightCalendarSchema },
      },
    },
    (request) =>
      nightCalendar(db, {
        actor: requireActor(request),
        patientId: request.params.id,
        month: request.query.month,
      }),
  );

  api.get(
    '/patients/:id/technical-errors',
    {
      config: user,
      schema: {
        tags,
        summary: 'Every technical alarm error of the patient, newest first',
        params: patientParams,
        response: { 200: z.array(technicalErrorSchema) },
      },
    },
    (request) => listTechnicalErrors(db, { actor: requireActor(request), patientId: request.params.id }),
  );
}
