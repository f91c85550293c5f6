import {
  userFormProblem,
  type ownProfileSchema,
  type Theme,
  type User,
  type userFormSchema,
  CATALOGUE,
} from '@vigil/domain';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import {
  assertAssignableRole,
  assertOwnProfileChange,
  clinicsInReach,
  OWN_ROLE_MESSAGE,
  userInReach as inReach,
  type AdminSetUserFields,
} from '../../platform/access/users.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { assertAcceptablePassword, hashPassword } from '../../platform/auth/passwords.ts';
import { revokeUserSessions } from '../../platform/auth/sessions.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { findVisibleUsers } from './queries.ts';

type UserForm = z.output<typeof userFormSchema>;
type OwnProfileForm = z.output<typeof ownProfileSchema>;

export const USERNAME_TAKEN_MESSAGE = 'This username is already taken';
export { OWN_ROLE_MESSAGE };
const UNKNOWN_USER_MESSAGE = 'Could not find the user';
const UNKNOWN_CLINIC_MESSAGE = 'Please connect the user to a clinic';

/** POST /users: an admin creates a user, who must choose a new password at first login. */
export async function createUser(db: Db, actor: Actor, form: UserForm): Promise<User> {
  assertValid(form, { creating: true, roleHidden: false });
  assertAssignableRole(actor, form.userRole!);
  assertConnectionGrantable(actor, form, undefined);
  await assertReferencesValid(db, actor, form, undefined);
  const id = await db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('appUser')
      .values({
        ...profileColumns(form),
        username: form.username,
        role: form.userRole!,
        enabled: form.enabled ?? true,
        passwordHash: await hashPassword(form.password!),
        mustChangePassword: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceClinics(trx, user.id, form.clinics);
    return user.id;
  });
  return (await findVisibleUsers(db, actor, id))[0]!;
}

/** PUT /users/admin: an admin edits a user they can see; nobody changes their own role or enabled flag. */
export async function updateUserAsAdmin(db: Db, actor: Actor, form: UserForm): Promise<User> {
  const target = await findTarget(db, actor, form.iduser);
  if (!(await inReach(db, actor, target.iduser))) throw notFound(UNKNOWN_USER_MESSAGE);
  assertValid(form, { creating: false, roleHidden: false });
  // Editing one's own row through the admin call follows the own profile's rule.
  if (target.iduser === actor.userId) assertOwnProfileChange(await adminSetFields(db, target), form);
  assertAssignableRole(actor, target.userRole);
  assertAssignableRole(actor, form.userRole!);
  assertConnectionGrantable(actor, form, target.patientConnection);
  await assertReferencesValid(db, actor, form, target.iduser);
  await saveUser(db, target.iduser, form, { role: form.userRole!, enabled: form.enabled ?? target.enabled });
  if (form.enabled === false || form.password) await revokeUserSessions(db, target.iduser);
  return (await findVisibleUsers(db, actor, target.iduser))[0]!;
}

/**
 * PUT /users/my-profile: a user edits what is theirs to change (names, position, contact, language,
 * the active-patients preference, password). Username, role, enabled flag, clinics and patient
 * access are refused when changed, and never written by this call.
 */
export async function updateOwnProfile(db: Db, actor: Actor, form: OwnProfileForm): Promise<User> {
  const self = await findTarget(db, actor, actor.userId);
  const stored = await adminSetFields(db, self);
  assertOwnProfileChange(stored, form);
  const language = form.language ?? self.language;
  const onlyActivePatients = form.onlyActivePatients ?? self.onlyActivePatients;
  const whole: UserForm = {
    ...form,
    username: self.username,
    clinics: [...stored.clinicIds],
    patientConnection: self.patientConnection,
    otherUserPatientConnectionId: self.otherUserPatientConnectionId,
    copyLimitFrom: stored.copyLimitFrom,
    language,
    onlyActivePatients,
  };
  assertValid(whole, { creating: false, roleHidden: true });
  await db
    .updateTable('appUser')
    .set({
      ...personColumns(form),
      language,
      onlyActivePatients,
      updatedAt: sql`now()`,
      ...(await passwordColumns(form.password)),
    })
    .where('id', '=', self.iduser)
    .execute();
  if (form.password) await revokeUserSessions(db, self.iduser, actor.sessionId);
  return (await findVisibleUsers(db, actor, self.iduser))[0]!;
}

/** PUT /users/my-theme: the caller's colour set, theirs alone to choose. */
export async function updateOwnTheme(
  db: Db,
  actor: Actor,
  { theme }: { theme: Theme },
): Promise<{ theme: Theme }> {
  await db
    .updateTable('appUser')
    .set({ theme, updatedAt: sql`now()` })
    .where('id', '=', actor.userId)
    .execute();
  return { theme };
}

async function adminSetFields(db: Db, user: User): Promise<AdminSetUserFields> {
  const { copyLimitFrom } = await db
    .selectFrom('appUser')
    .select('copyLimitFrom')
    .where('id', '=', user.iduser)
    .executeTakeFirstOrThrow();
  return { ...user, clinicIds: user.clinics.map((clinic) => clinic.idclinic), copyLimitFrom };
}

async function findTarget(db: Db, actor: Actor, userId: number | undefined): Promise<User> {
  const [target] = userId === undefined ? [] : await findVisibleUsers(db, actor, userId);
  if (!target) throw notFound(UNKNOWN_USER_MESSAGE);
  return target;
}

function assertValid(form: UserForm, context: { creating: boolean; roleHidden: boolean }): void {
  const problem = userFormProblem(form, context);
  if (problem) throw badRequest(problem);
  if (form.password) assertAcceptablePassword(form.password);
}

/**
 * MISSING_CLINIC reaches the patients no clinic holds yet, who belong to no organization: only
 * the product admin, who sees every organization, may grant it (docs/decisions/identity-and-access.md#no-clinic-yet-missing_clinic).
 * A user who has it already keeps it through another admin's edit.
 */
function assertConnectionGrantable(
  actor: Actor,
  form: UserForm,
  before: User['patientConnection'] | undefined,
) {
  if (form.patientConnection !== 'MISSING_CLINIC' || before === 'MISSING_CLINIC') return;
  if (actor.role !== 'ROLE_MYAPPADMIN') throw badRequest(CATALOGUE.user.missingClinic);
}

async function assertReferencesValid(
  db: Db,
  actor: Actor,
  form: UserForm,
  selfId: number | undefined,
): Promise<void> {
  const taken = await db
    .selectFrom('appUser')
    .select('id')
    .where(sql`lower(username)`, '=', form.username.toLowerCase())
    .$if(selfId !== undefined, (query) => query.where('id', '<>', selfId!))
    .executeTakeFirst();
  if (taken) throw conflict(USERNAME_TAKEN_MESSAGE);

  for (const referenced of [form.otherUserPatientConnectionId, form.copyLimitFrom]) {
    if (referenced == null) continue;
    if (referenced === selfId || !(await inReach(db, actor, referenced))) {
      throw badRequest('Please choose another user to view the patients');
    }
  }
  const clinics = await db
    .selectFrom('clinic')
    .select('id')
    .where('id', 'in', form.clinics)
    .where(clinicsInReach(actor))
    .execute();
  if (clinics.length !== new Set(form.clinics).size) throw badRequest(UNKNOWN_CLINIC_MESSAGE);
}

/** What a user may also change about themselves. */
function personColumns(form: OwnProfileForm) {
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    position: form.position!,
    address: form.address ?? null,
    phone: form.phone ?? null,
    mobilePhone: form.mobilePhone ?? null,
    fax: form.fax ?? null,
    email: form.email ?? null,
  };
}

function profileColumns(form: UserForm) {
  return {
    ...personColumns(form),
    patientConnection: form.patientConnection,
    otherUserPatientConnectionId:
      form.patientConnection === 'ANOTHER_USER_PATIENTS' ? (form.otherUserPatientConnectionId ?? null) : null,
    copyLimitFrom: form.copyLimitFrom ?? null,
    onlyActivePatients: form.onlyActivePatients,
    language: form.language,
  };
}

async function passwordColumns(password: string | null | undefined) {
  return password ? { passwordHash: await hashPassword(password), passwordChangedAt: sql<Date>`now()` } : {};
}

async function saveUser(
  db: Db,
  userId: number,
  form: UserForm,
  adminFields: { role?: User['userRole']; enabled?: boolean },
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('appUser')
      .set({
        ...profileColumns(form),
        ...adminFields,
        username: form.username,
        updatedAt: sql`now()`,
        ...(await passwordColumns(form.password)),
      })
      .where('id', '=', userId)
      .execute();
    await replaceClinics(trx, userId, form.clinics);
  });
}

async function replaceClinics(db: Db, userId: number, clinicIds: readonly number[]): Promise<void> {
  await db.deleteFrom('userClinic').where('userId', '=', userId).execute();
  if (clinicIds.length === 0) return;
  await db
    .insertInto('userClinic')
    .values([...new Set(clinicIds)].map((clinicId) => ({ userId, clinicId })))
    .execute();
}
