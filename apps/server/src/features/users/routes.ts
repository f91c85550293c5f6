import { themeRoutes, userRoutes } from '@vigil/domain';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { serve } from '../../platform/contract.ts';
import { findVisibleUsers } from './queries.ts';
import { createUser, updateOwnProfile, updateOwnTheme, updateUserAsAdmin } from './service.ts';

export function registerUserRoutes(api: Api, { database }: AppContext): void {
  const { db } = database;

  serve(api, userRoutes.users, (request) => findVisibleUsers(db, requireActor(request)));

  serve(api, userRoutes.createUser, (request) => createUser(db, requireActor(request), request.body));

  serve(api, userRoutes.updateUser, (request) => updateUserAsAdmin(db, requireActor(request), request.body));

  serve(api, userRoutes.updateOwnProfile, (request) =>
    updateOwnProfile(db, requireActor(request), request.body),
  );

  serve(api, themeRoutes.chooseOwnTheme, (request) =>
    updateOwnTheme(db, requireActor(request), request.body),
  );
}
