import { z } from 'zod';
import type { RouteGroup } from '../contract/route.ts';
import { idParamsSchema } from '../integer-column.ts';
import { nightCalendarSchema, nightsQuerySchema, technicalErrorSchema } from './schemas.ts';

const tags = ['nights'];

/**
 * The nights behind the Calendar and Technical errors tabs. The spec names no call for them (its
 * variable-values call reads stored variable values, and nights are kept as nightly entries).
 */
export const nightRoutes = {
  nightCalendar: {
    method: 'GET',
    path: '/patients/:id/nights',
    access: 'USER_RIGHTS',
    tags,
    summary: 'One month of nights: entries, technical errors, day states and counts',
    params: idParamsSchema,
    query: nightsQuerySchema,
    answer: nightCalendarSchema,
  },
  technicalErrors: {
    method: 'GET',
    path: '/patients/:id/technical-errors',
    access: 'USER_RIGHTS',
    tags,
    summary: 'Every technical alarm error of the patient, newest first',
    params: idParamsSchema,
    answer: z.array(technicalErrorSchema),
  },
} as const satisfies RouteGroup;
