import { idSchema, ROLES, sessionResponseSchema } from '@vigil/domain';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { createSession, findActor } from '../../platform/auth/sessions.ts';
import { notFound } from '../../platform/errors.ts';
import { authenticatedSession } from '../session/index.ts';

const testUserSchema = z.object({
  iduser: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  userRole: z.enum(ROLES),
});

/**
 * Log in as whichever user is named, without a password. Registered only on the local, stage and test profiles
 * (the caller checks isTestEnvironment), so on prod these paths do not exist at all.
 */
export function registerTestSupportRoutes(api: Api, context: AppContext): void {
  const { db } = context.database;
  const tags = ['test environments'];

  api.get(
    '/test/users',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Every user (test environments only)',
        response: { 200: z.array(testUserSchema) },
      },
    },
    async () => {
      const users = await db
        .selectFrom('appUser')
        .select(['id', 'username', 'firstName', 'lastName', 'role'])
        .where('enabled', '=', true)
        .orderBy('id')
        .execute();
      return users.map((user) => ({
        iduser: user.id,
        username: user.username,
        fullName: `${user.firstName} ${user.lastName}`,
        userRole: user.role,
      }));
    },
  );

  api.post(
    '/test/login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Log in as a user (test environments only)',
        body: z.object({ userId: idSchema }),
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => {
      const user = await db
        .selectFrom('appUser')
        .select('id')
        .where('id', '=', request.body.userId)
        .where('enabled', '=', true)
        .executeTakeFirst();
      if (!user) throw notFound('Could not find the user');
      const platform = request.headers['x-client-platform'];
      const session = await createSession(
        db,
        { userId: user.id, ip: request.ip, platform: typeof platform === 'string' ? platform : null },
        context.config.session,
      );
      request.actor = await findActor(db, session.token);
      return authenticatedSession(context, { userId: user.id, ...session });
    },
  );
}
