import { ownSessionRoutes, sessionRoutes } from '@vigil/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { findActor, refreshSession, revokeSession } from '../../platform/auth/sessions.ts';
import { serve } from '../../platform/contract.ts';
import { login, type ClientInfo } from './login.ts';
import { endOtherOwnSessions, endOwnSession, ownSessions } from './own-sessions.ts';
import { updatePassword } from './password-change.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { completeSecondFactorLogin } from './second-factor-login.ts';
import { confirmSetupAtLogin, startSetupAtLogin } from './second-factor-setup.ts';
import { anonymousSession, authenticatedSession } from './session-response.ts';

export function registerSessionRoutes(api: Api, context: AppContext): void {
  const { db } = context.database;

  serve(api, sessionRoutes.session, async (request) => {
    const actor = request.actor;
    const token = request.headers['x-auth-token'];
    if (!actor || typeof token !== 'string') return anonymousSession(context);
    return authenticatedSession(context, {
      userId: actor.userId,
      token,
      idleExpiresAt: actor.idleExpiresAt,
    });
  });

  serve(api, sessionRoutes.logIn, async (request) => {
    const session = await login(context, request.body, clientOf(request));
    if (session.token) request.actor = await findActor(db, session.token); // so the login is audited
    return session;
  });

  serve(api, sessionRoutes.completeSecondFactor, async (request) => {
    const session = await completeSecondFactorLogin(context, request.body, clientOf(request));
    if (session.token) request.actor = await findActor(db, session.token);
    return session;
  });

  serve(api, sessionRoutes.startSecondFactorSetup, (request) =>
    startSetupAtLogin(context, request.body.challenge),
  );

  serve(api, sessionRoutes.confirmSecondFactorSetup, async (request) => {
    const result = await confirmSetupAtLogin(context, request.body, clientOf(request));
    if (result.session.token) request.actor = await findActor(db, result.session.token);
    return result;
  });

  serve(api, ownSessionRoutes.ownSessions, (request) => ownSessions(db, requireActor(request)));

  serve(api, ownSessionRoutes.endOtherOwnSessions, async (request, reply) => {
    await endOtherOwnSessions(db, requireActor(request));
    return reply.status(204).send(null);
  });

  serve(api, ownSessionRoutes.endOwnSession, async (request, reply) => {
    await endOwnSession(db, requireActor(request), request.params.id);
    return reply.status(204).send(null);
  });

  serve(api, sessionRoutes.logOut, async (request, reply) => {
    await revokeSession(db, requireActor(request).sessionId);
    return reply.status(204).send(null);
  });

  serve(api, sessionRoutes.refreshActivity, async (request) => {
    const deadline = await refreshSession(db, requireActor(request), context.config.session);
    return { idleExpiresAt: deadline.toISOString() };
  });

  serve(api, sessionRoutes.forgotPassword, (request) =>
    requestPasswordReset(context, { email: request.body.username, clientIp: request.ip }),
  );

  serve(api, sessionRoutes.resetPassword, async (request, reply) => {
    await resetPassword(context, request.body);
    return reply.status(204).send(null);
  });

  serve(api, sessionRoutes.updatePassword, async (request) => {
    const session = await updatePassword(context, request.body, clientOf(request));
    if (session.token) request.actor = await findActor(db, session.token);
    return session;
  });
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
