import {
  UNKNOWN_VARIABLE_MESSAGE,
  variablePriorityProblem,
  type Customer,
  type Language,
  type PatientVariable,
  type VariablePriority,
  type VariablePriorityEntry,
  CATALOGUE,
} from '@vigil/domain';
import type { Db } from '../../db/database.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { inFlavour } from './flavour.ts';
import { findCatalogue, findPages, findPriorityRows, type PriorityOwner } from './queries.ts';

interface CatalogueOptions {
  readonly db: Db;
  readonly customer: Customer;
  readonly language: Language;
}

/** GET /patientvariables: the flavour's variables, named in the caller's language. */
export function listCatalogue({ db, customer, language }: CatalogueOptions): Promise<PatientVariable[]> {
  return findCatalogue(db, customer, language);
}

/** A variable of the configured flavour by id; undefined for an unknown one or one of the other flavour. */
export function findFlavourVariable(db: Db, customer: Customer, variableId: number) {
  return db
    .selectFrom('patientVariable')
    .select(['id', 'variableName', 'code', 'units'])
    .where('id', '=', variableId)
    .where(inFlavour(customer))
    .executeTakeFirst();
}

/** As findFlavourVariable, for a variable named in a URL: an unknown one is not found (404). */
export async function requireFlavourVariable(db: Db, customer: Customer, variableId: number) {
  const variable = await findFlavourVariable(db, customer, variableId);
  if (!variable) throw notFound(UNKNOWN_VARIABLE_MESSAGE);
  return variable;
}

interface PrioritiesOptions extends CatalogueOptions {
  readonly owner: PriorityOwner;
  /** One page (1-5) alone; every page without it. */
  readonly onlyWindow?: number;
}

/**
 * The page columns of a user, or the predefined ones. A user who has not arranged their own
 * pages sees the predefined set (docs/requirements/variables.md#variable-pages).
 */
export function listPriorities({
  db,
  customer,
  language,
  owner,
  onlyWindow,
}: PrioritiesOptions): Promise<VariablePriority[]> {
  return findPages(db, customer, language, owner, onlyWindow);
}

interface SavePrioritiesOptions extends PrioritiesOptions {
  readonly entries: readonly VariablePriorityEntry[];
  /** A page to replace even when no entry names it: the editor emptied it. */
  readonly windowNumber: number | undefined;
}

/**
 * POST /patientvariablepriority(/predefined): replaces the pages named by the entries (and by
 * windowNumber) in one transaction; other pages stay as they are.
 */
export async function savePriorities(options: SavePrioritiesOptions): Promise<VariablePriority[]> {
  const { db, customer, owner, entries } = options;
  const problem = variablePriorityProblem(entries);
  if (problem) throw badRequest(problem);
  const flavourVariableIds = (
    await db.selectFrom('patientVariable').select('id').where(inFlavour(customer)).execute()
  ).map((variable) => variable.id);
  if (entries.some((entry) => !flavourVariableIds.includes(entry.patientVariable.idpatientVariables))) {
    throw badRequest(CATALOGUE.variablePriority.unknownVariable);
  }
  const windows = [...new Set([...entries.map((entry) => entry.windowNumber), options.windowNumber])].filter(
    (windowNumber) => windowNumber !== undefined,
  );
  if (windows.length === 0) return listPriorities(options);

  await db.transaction().execute(async (trx) => {
    if (owner !== 'predefined') await adoptPredefinedPages(trx, customer, owner, windows);
    await replacePages(trx, { owner, windows, flavourVariableIds, entries });
  });
  return listPriorities(options);
}

/**
 * A user's first save starts from the predefined pages they saw, so the pages the save does not
 * name keep what they showed instead of turning empty.
 */
async function adoptPredefinedPages(
  db: Db,
  customer: Customer,
  owner: { readonly userId: number },
  savedWindows: readonly number[],
): Promise<void> {
  if ((await findPriorityRows(db, customer, owner)).length > 0) return;
  const kept = (await findPriorityRows(db, customer, 'predefined')).filter(
    (row) => !savedWindows.includes(row.windowNumber),
  );
  if (kept.length === 0) return;
  await db
    .insertInto('variablePriority')
    .values(kept.map((row) => ({ ...row, userId: owner.userId })))
    .execute();
}

interface PageReplacement {
  readonly owner: PriorityOwner;
  readonly windows: readonly number[];
  readonly flavourVariableIds: readonly number[];
  readonly entries: readonly VariablePriorityEntry[];
}

async function replacePages(db: Db, { owner, windows, flavourVariableIds, entries }: PageReplacement) {
  const userId = owner === 'predefined' ? null : owner.userId;
  // Only this flavour's variables: the predefined set also holds the other flavour's pages.
  await db
    .deleteFrom('variablePriority')
    .where((eb) => (userId === null ? eb('userId', 'is', null) : eb('userId', '=', userId)))
    .where('windowNumber', 'in', [...windows])
    .where('variableId', 'in', [...flavourVariableIds])
    .execute();
  if (entries.length === 0) return;
  await db
    .insertInto('variablePriority')
    .values(
      entries.map((entry) => ({
        userId,
        variableId: entry.patientVariable.idpatientVariables,
        priority: entry.priority,
        windowNumber: entry.windowNumber,
      })),
    )
    .execute();
}
