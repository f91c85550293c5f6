import { categoryRoutes } from '@vigil/domain';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { serve } from '../../platform/contract.ts';
import { listOtherVariables, listPhysicians, searchIcdCodes } from './reference.ts';

/** The look-ups of the category dialog: diagnosis codes, physicians and other-condition variables. */
export function registerCategoryReferenceRoutes(api: Api, { database }: AppContext): void {
  const { db } = database;

  serve(api, categoryRoutes.icdCodes, (request) => searchIcdCodes(db, request.query.search));
  serve(api, categoryRoutes.physicians, (request) => listPhysicians(db, requireActor(request)));
  serve(api, categoryRoutes.otherVariables, (request) => listOtherVariables(db, requireActor(request)));
}
