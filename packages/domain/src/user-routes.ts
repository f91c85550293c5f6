import { z } from 'zod';
import type { RouteGroup } from './contract/route.ts';
import { ownProfileSchema, userFormSchema, userSchema } from './users.ts';

const tags = ['users'];
// docs/requirements/roles-and-scope.md#who-may-do-what: creating and editing users needs admin rights;
// everyone edits their own profile (#own-profile).
const admin = 'ADMIN_RIGHTS';

/** Control users and the own profile; the own colour set is `themeRoutes` (session.ts). */
export const userRoutes = {
  users: {
    method: 'GET',
    path: '/users',
    access: 'USER_RIGHTS',
    tags,
    summary: 'Users the caller may see',
    answer: z.array(userSchema),
  },
  createUser: {
    method: 'POST',
    path: '/users',
    access: admin,
    tags,
    summary: 'Create a user',
    body: userFormSchema,
    answer: userSchema,
  },
  updateUser: {
    method: 'PUT',
    path: '/users/admin',
    access: admin,
    tags,
    summary: 'Edit a user',
    body: userFormSchema,
    answer: userSchema,
  },
  updateOwnProfile: {
    method: 'PUT',
    path: '/users/my-profile',
    access: 'USER_RIGHTS',
    tags,
    summary: 'Edit one’s own profile (not username, role, clinics or patient access)',
    body: ownProfileSchema,
    answer: userSchema,
  },
} as const satisfies RouteGroup;
