import {
  idParamsSchema,
  totpCodeRequestSchema,
  totpEnrolmentSchema,
  totpRecoveryCodesSchema,
  totpPolicySchema,
  totpStatusSchema,
} from '@vigil/domain';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import {
  confirmEnrolment,
  disableOwn,
  resetSecondFactor,
  startEnrolment,
  totpStatus,
} from './authenticator.ts';
import { setTotpPolicy, totpPolicy } from './policy.ts';
import { secretBox } from './secret-box.ts';

const tags = ['second factor'];

/** The own second factor (TOTP) in the profile, and its reset by an admin. Every call is audited. */
export function registerSecondFactorRoutes(api: Api, context: AppContext): void {
  const { db } = context.database;
  const box = secretBox(context.config.secondFactorKey);

  api.get(
    '/users/my-totp',
    {
      config: { access: 'USER_RIGHTS' },
      schema: { tags, summary: 'Whether the own second factor is on', response: { 200: totpStatusSchema } },
    },
    (request) => totpStatus(db, requireActor(request), context.config.profile),
  );

  api.post(
    '/users/my-totp/enrolment',
    {
      config: { access: 'USER_RIGHTS' },
      schema: {
        tags,
        summary: 'Start setting up an authenticator app: a new secret, as a QR code and as text',
        description: 'The only answer that carries the secret. 409 while the second factor is on.',
        response: { 200: totpEnrolmentSchema },
      },
    },
    (request) => startEnrolment(db, box, requireActor(request)),
  );

  api.post(
    '/users/my-totp/confirmation',
    {
      config: { access: 'USER_RIGHTS' },
      schema: {
        tags,
        summary: 'Turn the second factor on with a first code; answers the ten recovery codes once',
        body: totpCodeRequestSchema,
        response: { 200: totpRecoveryCodesSchema },
      },
    },
    (request) => confirmEnrolment(db, box, requireActor(request), request.body.code),
  );

  api.post(
    '/users/my-totp/disable',
    {
      config: { access: 'USER_RIGHTS' },
      schema: {
        tags,
        summary: 'Turn the own second factor off with a code or a recovery code',
        body: totpCodeRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await disableOwn(db, box, requireActor(request), request.body.code, context.config.profile);
      return reply.status(204).send(null);
    },
  );

  api.delete(
    '/users/:id/totp',
    {
      config: { access: 'ADMIN_RIGHTS' },
      schema: {
        tags,
        summary: 'Reset a user’s second factor (lost phone); the user sets it up again',
        description: 'Only for users the caller may edit (same reach as every user-management write).',
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await resetSecondFactor(db, requireActor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/totp-policy',
    {
      config: { access: 'APPADMIN_RIGHTS' },
      schema: {
        tags,
        summary: 'The roles whose users must log in with a second factor',
        description: 'Without a decision, product admins must on prod and no other role must.',
        response: { 200: totpPolicySchema },
      },
    },
    () => totpPolicy(db, context.config.profile),
  );

  api.put(
    '/totp-policy',
    {
      config: { access: 'APPADMIN_RIGHTS' },
      schema: {
        tags,
        summary: 'Decide which roles must log in with a second factor',
        description:
          'Every role is decided by this call. A user of a listed role without a second factor sets ' +
          'one up at the next login, before the session opens; sessions already open go on.',
        body: totpPolicySchema,
        response: { 200: totpPolicySchema },
      },
    },
    (request) => setTotpPolicy(db, requireActor(request), request.body, context.config.profile),
  );
}
