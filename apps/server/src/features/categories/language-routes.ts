import { categoryLanguageFormSchema, categoryLanguageSchema, idParamsSchema } from '@vigil/domain';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { categoryLanguages, deleteCategoryLanguage, saveCategoryLanguage } from './languages.ts';

const tags = ['categories'];
// Control admin → Categories (docs/requirements/administration.md#category-language): the product admin's.
const productAdmin = { access: 'APPADMIN_RIGHTS' } as const;
const response = { 200: z.array(categoryLanguageSchema) };

/** docs/requirements/api.md#administration-calls: the category language calls of Control admin. */
export function registerCategoryLanguageRoutes(api: Api, { database }: AppContext): void {
  const { db } = database;

  api.get(
    '/category-language/',
    { config: productAdmin, schema: { tags, summary: "Every category's names per language", response } },
    (request) => categoryLanguages(db, requireActor(request)),
  );

  api.post(
    '/category-language/create',
    {
      config: productAdmin,
      schema: {
        tags,
        summary: 'Name a category in a language (replacing an earlier name)',
        body: categoryLanguageFormSchema,
        response,
      },
    },
    (request) => saveCategoryLanguage(db, requireActor(request), request.body),
  );

  api.delete(
    '/category-language/delete/:id',
    {
      config: productAdmin,
      schema: { tags, summary: "Remove a category's name in one language", params: idParamsSchema, response },
    },
    (request) => deleteCategoryLanguage(db, requireActor(request), request.params.id),
  );
}
