import { z } from 'zod';
import type { RouteGroup } from '../contract/route.ts';
import { idParamsSchema } from '../integer-column.ts';

/** The staff's calls about a patient's devices (docs/requirements/mobile.md#watch). */
export const deviceRoutes = {
  logOutWatch: {
    method: 'DELETE',
    path: '/session/smartwatch/patient/:id',
    access: 'USER_RIGHTS',
    tags: ['session'],
    summary: 'Log the patient’s smartwatch out (its credential ends at once)',
    params: idParamsSchema,
    answer: z.object({ message: z.string() }),
  },
} as const satisfies RouteGroup;
