import { categoryRoutes } from '@vigil/domain';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { serve } from '../../platform/contract.ts';
import { categoryLanguages, deleteCategoryLanguage, saveCategoryLanguage } from './languages.ts';

/** docs/requirements/api.md#administration-calls: the category language calls of Control admin. */
export function registerCategoryLanguageRoutes(api: Api, { database }: AppContext): void {
  const { db } = database;

  serve(api, categoryRoutes.categoryLanguages, (request) => categoryLanguages(db, requireActor(request)));

  serve(api, categoryRoutes.saveCategoryLanguage, (request) =>
    saveCategoryLanguage(db, requireActor(request), request.body),
  );

  serve(api, categoryRoutes.deleteCategoryLanguage, (request) =>
    deleteCategoryLanguage(db, requireActor(request), request.params.id),
  );
}
