import { ownProfileSchema, ownThemeSchema, userFormSchema, userSchema } from '@vigil/domain';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { findVisibleUsers } from './queries.ts';
import { createUser, updateOwnProfile, updateOwnTheme, updateUserAsAdmin } from './service.ts';

const tags = ['users'];

export function registerUserRoutes(api: Api, { database }: AppContext): void {
  const { db } = database;

  api.get(
    '/users',
    {
      config: { access: 'USER_RIGHTS' },
      schema: { tags, summary: 'Users the caller may see', response: { 200: z.array(userSchema) } },
    },
    (request) => findVisibleUsers(db, requireActor(request)),
  );

  api.post(
    '/users',
    {
      config: { access: 'ADMIN_RIGHTS' },
      schema: { tags, summary: 'Create a user', body: userFormSchema, response: { 200: userSchema } },
    },
    (request) => createUser(db, requireActor(request), request.body),
  );

  api.put(
    '/users/admin',
    {
      config: { access: 'ADMIN_RIGHTS' },
      schema: { tags, summary: 'Edit a user', body: userFormSchema, response: { 200: userSchema } },
    },
    (request) => updateUserAsAdmin(db, requireActor(request), request.body),
  );

  api.put(
    '/users/my-profile',
    {
      config: { access: 'USER_RIGHTS' },
      schema: {
        tags,
        summary: 'Edit one’s own profile (not username, role, clinics or patient access)',
        body: ownProfileSchema,
        response: { 200: userSchema },
      },
    },
    (request) => updateOwnProfile(db, requireActor(request), request.body),
  );

  api.put(
    '/users/my-theme',
    {
      config: { access: 'USER_RIGHTS' },
      schema: {
        tags,
        summary: 'Choose one’s own colour set (default or red)',
        body: ownThemeSchema,
        response: { 200: ownThemeSchema },
      },
    },
    (request) => updateOwnTheme(db, requireActor(request), request.body),
  );
}
