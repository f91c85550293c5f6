import { type Customer, type Limit, type LimitForm, type LimitValues, CATALOGUE } from '@vigil/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { findFlavourVariable } from '../variables/index.ts';
import { validLimitValues } from './form.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { findGeneralLimits } from './queries.ts';

interface GeneralOptions {
  readonly db: Db;
  readonly customer: Customer;
  readonly actor: Actor;
}

interface GeneralChange extends GeneralOptions {
  readonly form: LimitForm;
}

/** GET /limitsgeneral: every general limit of the flavour's variables. */
export function listGeneralLimits({ db, customer, actor }: GeneralOptions): Promise<Limit[]> {
  return findGeneralLimits(db, { customer, language: actor.language });
}

/** POST /limitsgeneral: a new general limit for a variable, gender and age range. */
export async function createGeneralLimit(options: GeneralChange): Promise<Limit> {
  const { db, actor, form } = options;
  const values = validLimitValues(form, 'LimitsGeneral');
  const columns = await generalColumns(options, values);
  const { id } = await writeOnce(() =>
    db
      .insertInto('limitGeneral')
      .values({ ...columns, updatedBy: actor.userId })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  return findOne(options, id);
}

/** PUT /limitsgeneral: changes a general limit; every patient it applies to, in every clinic, follows. */
export async function updateGeneralLimit(options: GeneralChange): Promise<Limit> {
  const { db, actor, form } = options;
  const values = validLimitValues(form, 'LimitsGeneral');
  if (form.idlimits == null) throw notFound(CATALOGUE.limit.notFound);
  const { idlimits } = await findOne(options, form.idlimits);
  const columns = await generalColumns(options, values);
  await writeOnce(() =>
    db
      .updateTable('limitGeneral')
      .set({ ...columns, updatedBy: actor.userId, updatedAt: sql`now()` })
      .where('id', '=', idlimits)
      .execute(),
  );
  return findOne(options, idlimits);
}

interface GeneralDelete extends GeneralOptions {
  readonly limitId: number;
  readonly confirmPropagation: boolean;
}

/** DELETE /limitsgeneral/{id}: patients it applied to fall back to a wider general limit, or none. */
export async function deleteGeneralLimit(options: GeneralDelete): Promise<void> {
  await findOne(options, options.limitId);
  assertConfirmed(options.confirmPropagation);
  await options.db.deleteFrom('limitGeneral').where('id', '=', options.limitId).execute();
}

/** The row of a valid form: its variable must be of the flavour, and the change confirmed. */
async function generalColumns({ db, customer, form }: GeneralChange, values: LimitValues) {
  const variable = form.patientVariable
    ? await findFlavourVariable(db, customer, form.patientVariable.idpatientVariables)
    : undefined;
  if (!variable) throw badRequest(CATALOGUE.limit.chooseVariable);
  if (!form.gender) throw badRequest(CATALOGUE.limit.selectGender);
  assertConfirmed(form.confirmPropagation === true);
  return {
    ...values,
    variableId: variable.id,
    gender: form.gender,
    ageLower: form.ageLower ?? null,
    ageUpper: form.ageUpper ?? null,
  };
}

/**
 * A general limit applies in every clinic, so a change needs the caller's explicit confirmation
 * (docs/requirements/limits-and-statuses.md#general-limit-propagation); without it nothing changes, whichever client sent the request.
 */
function assertConfirmed(confirmed: boolean): void {
  if (!confirmed) throw badRequest(CATALOGUE.limit.confirmPropagation);
}

async function findOne({ db, customer, actor }: GeneralOptions, limitId: number): Promise<Limit> {
  const [limit] = await findGeneralLimits(db, { customer, language: actor.language }, { limitId });
  if (!limit) throw notFound(CATALOGUE.limit.notFound);
  return limit;
}

/** One general limit per variable, gender and age range: the database's unique key decides. */
async function writeOnce<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CATALOGUE.limit.duplicateScope);
    throw error;
  }
}
