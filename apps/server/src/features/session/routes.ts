import {
  activityRefreshResponseSchema,
  forgotPasswordRequestSchema,
  idParamsSchema,
  ownSessionSchema,
  totpEnrolmentSchema,
  totpLoginRequestSchema,
  totpSetupRequestSchema,
  totpSetupResultSchema,
  loginRequestSchema,
  resetPasswordRequestSchema,
  sessionResponseSchema,
  updatePasswordRequestSchema,
} from '@vigil/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { findActor, refreshSession, revokeSession } from '../../platform/auth/sessions.ts';
import { login, type ClientInfo } from './login.ts';
import { endOtherOwnSessions, endOwnSession, ownSessions } from './own-sessions.ts';
import { updatePassword } from './password-change.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { completeSecondFactorLogin } from './second-factor-login.ts';
import { confirmSetupAtLogin, startSetupAtLogin } from './second-factor-setup.ts';
import { anonymousSession, authenticatedSession } from './session-response.ts';

const tags = ['session'];

export function registerSessionRoutes(api: Api, context: AppContext): void {
  const { db } = context.database;

  api.get(
    '/session',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The current session, or what the login page needs',
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => {
      const actor = request.actor;
      const token = request.headers['x-auth-token'];
      if (!actor || typeof token !== 'string') return anonymousSession(context);
      return authenticatedSession(context, {
        userId: actor.userId,
        token,
        idleExpiresAt: actor.idleExpiresAt,
      });
    },
  );

  api.post(
    '/session',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Log in', body: loginRequestSchema, response: { 200: sessionResponseSchema } },
    },
    async (request) => {
      const session = await login(context, request.body, clientOf(request));
      if (session.token) request.actor = await findActor(db, session.token); // so the login is audited
      return session;
    },
  );

  api.post(
    '/session/totp',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Complete a login with the second factor (TOTP code or recovery code)',
        description:
          'After POST /session answered `secondFactor` (no token): its challenge and a code of the ' +
          'authenticator app, or one of the recovery codes, open the session. A code is taken once; ' +
          'wrong codes count as failed logins.',
        body: totpLoginRequestSchema,
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => {
      const session = await completeSecondFactorLogin(context, request.body, clientOf(request));
      if (session.token) request.actor = await findActor(db, session.token);
      return session;
    },
  );

  api.post(
    '/session/totp/enrolment',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Set up the second factor during a login, when the role requires it (TOTP secret)',
        description:
          'After POST /session answered `secondFactorSetup` (no token): its challenge gets a new ' +
          'authenticator secret, as a QR code and as text.',
        body: totpSetupRequestSchema,
        response: { 200: totpEnrolmentSchema },
      },
    },
    (request) => startSetupAtLogin(context, request.body.challenge),
  );

  api.post(
    '/session/totp/enrolment/confirmation',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Turn the required second factor on with a first code; opens the session',
        description: 'Answers the ten recovery codes, shown this once, beside the new session.',
        body: totpLoginRequestSchema,
        response: { 200: totpSetupResultSchema },
      },
    },
    async (request) => {
      const result = await confirmSetupAtLogin(context, request.body, clientOf(request));
      if (result.session.token) request.actor = await findActor(db, result.session.token);
      return result;
    },
  );

  api.get(
    '/users/my-sessions',
    {
      config: { access: 'USER_RIGHTS' },
      schema: {
        tags,
        summary: 'The caller’s own open sessions (started, last used, address, browser)',
        response: { 200: z.array(ownSessionSchema) },
      },
    },
    (request) => ownSessions(db, requireActor(request)),
  );

  api.delete(
    '/users/my-sessions',
    {
      config: { access: 'USER_RIGHTS' },
      schema: {
        tags,
        summary: 'End every own session but the one of this call',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await endOtherOwnSessions(db, requireActor(request));
      return reply.status(204).send(null);
    },
  );

  api.delete(
    '/users/my-sessions/:id',
    {
      config: { access: 'USER_RIGHTS' },
      schema: {
        tags,
        summary: 'End one of the caller’s own other sessions',
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await endOwnSession(db, requireActor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.delete(
    '/session',
    { config: { access: 'USER_RIGHTS' }, schema: { tags, summary: 'Log out', response: { 204: z.null() } } },
    async (request, reply) => {
      await revokeSession(db, requireActor(request).sessionId);
      return reply.status(204).send(null);
    },
  );

  api.put(
    '/session/userActivityRefresh',
    {
      config: { access: 'USER_RIGHTS' },
      schema: {
        tags,
        summary: 'Keep the session alive after user activity',
        response: { 200: activityRefreshResponseSchema },
      },
    },
    async (request) => {
      const deadline = await refreshSession(db, requireActor(request), context.config.session);
      return { idleExpiresAt: deadline.toISOString() };
    },
  );

  api.post(
    '/session/forgotPassword',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Mail a password-reset link',
        body: forgotPasswordRequestSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    (request) => requestPasswordReset(context, { email: request.body.username, clientIp: request.ip }),
  );

  api.post(
    '/session/resetPassword',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Set a new password with a reset link',
        body: resetPasswordRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await resetPassword(context, request.body);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/session/updatePassword',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Change the password with the old one (first login)',
        body: updatePasswordRequestSchema,
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => {
      const session = await updatePassword(context, request.body, clientOf(request));
      if (session.token) request.actor = await findActor(db, session.token);
      return session;
    },
  );
}

export function clientOf(request: FastifyRequest): ClientInfo {
  const platform = request.headers['x-client-platform'];
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip,
    platform: typeof platform === 'string' ? platform.slice(0, 100) : null,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 500) : null,
  };
}
