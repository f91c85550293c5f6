import { z } from 'zod/mini';
import type { RouteGroup } from './contract/route.ts';
import { idParamsSchema } from './integer-column.ts';
import { ownSessionSchema } from './second-factor.ts';

const tags = ['session'];

/**
 * The caller's own open sessions, in the profile. A module apart from session.ts, whose routes the
 * login page loads: these are called from the profile only, and its chunk carries them.
 */
export const ownSessionRoutes = {
  ownSessions: {
    method: 'GET',
    path: '/users/my-sessions',
    access: 'USER_RIGHTS',
    tags,
    summary: 'The caller’s own open sessions (started, last used, address, browser)',
    answer: z.array(ownSessionSchema),
  },
  endOtherOwnSessions: {
    method: 'DELETE',
    path: '/users/my-sessions',
    access: 'USER_RIGHTS',
    tags,
    summary: 'End every own session but the one of this call',
    status: 204,
    answer: z.null(),
  },
  endOwnSession: {
    method: 'DELETE',
    path: '/users/my-sessions/:id',
    access: 'USER_RIGHTS',
    tags,
    summary: 'End one of the caller’s own other sessions',
    params: idParamsSchema,
    status: 204,
    answer: z.null(),
  },
} as const satisfies RouteGroup;
