import { z } from 'zod/mini';
import type { RouteGroup } from './contract/route.ts';
import { idParamsSchema } from './integer-column.ts';
import {
  totpCodeRequestSchema,
  totpEnrolmentSchema,
  totpPolicySchema,
  totpRecoveryCodesSchema,
  totpStatusSchema,
} from './second-factor.ts';

const tags = ['second factor'];
const own = 'USER_RIGHTS';

/**
 * The own second factor (TOTP) in the profile, its reset by an admin and the roles that require
 * it. A module apart from second-factor.ts, whose schemas the login page loads: these routes are
 * called from later pages only, and their chunks carry them.
 */
export const secondFactorRoutes = {
  ownTotp: {
    method: 'GET',
    path: '/users/my-totp',
    access: own,
    tags,
    summary: 'Whether the own second factor is on',
    answer: totpStatusSchema,
  },
  startEnrolment: {
    method: 'POST',
    path: '/users/my-totp/enrolment',
    access: own,
    tags,
    summary: 'Start setting up an authenticator app: a new secret, as a QR code and as text',
    description: 'The only answer that carries the secret. 409 while the second factor is on.',
    answer: totpEnrolmentSchema,
  },
  confirmEnrolment: {
    method: 'POST',
    path: '/users/my-totp/confirmation',
    access: own,
    tags,
    summary: 'Turn the second factor on with a first code; answers the ten recovery codes once',
    body: totpCodeRequestSchema,
    answer: totpRecoveryCodesSchema,
  },
  disableOwn: {
    method: 'POST',
    path: '/users/my-totp/disable',
    access: own,
    tags,
    summary: 'Turn the own second factor off with a code or a recovery code',
    body: totpCodeRequestSchema,
    status: 204,
    answer: z.null(),
  },
  resetUser: {
    method: 'DELETE',
    path: '/users/:id/totp',
    access: 'ADMIN_RIGHTS',
    tags,
    summary: 'Reset a user’s second factor (lost phone); the user sets it up again',
    description: 'Only for users the caller may edit (same reach as every user-management write).',
    params: idParamsSchema,
    status: 204,
    answer: z.null(),
  },
  policy: {
    method: 'GET',
    path: '/totp-policy',
    access: 'APPADMIN_RIGHTS',
    tags,
    summary: 'The roles whose users must log in with a second factor',
    description: 'Without a decision, product admins must on prod and no other role must.',
    answer: totpPolicySchema,
  },
  savePolicy: {
    method: 'PUT',
    path: '/totp-policy',
    access: 'APPADMIN_RIGHTS',
    tags,
    summary: 'Decide which roles must log in with a second factor',
    description:
      'Every role is decided by this call. A user of a listed role without a second factor sets ' +
      'one up at the next login, before the session opens; sessions already open go on.',
    body: totpPolicySchema,
    answer: totpPolicySchema,
  },
} as const satisfies RouteGroup;
