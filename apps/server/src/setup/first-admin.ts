import { randomInt } from 'node:crypto';
import { passwordProblem, userFormProblem } from '@vigil/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { isCommonPassword } from '../platform/auth/common-passwords.ts';
import { hashPassword } from '../platform/auth/passwords.ts';

export interface FirstAdminOptions {
  readonly username: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly organization: string;
  readonly clinic: string;
  readonly city: string;
  readonly country: string;
}

export class SetupError extends Error {
  override readonly name = 'SetupError';
}

/**
 * Creates the first product admin of a new installation, with the organization and clinic they
 * belong to, and returns a one-time password. The admin must choose their own password at first
 * login, so the printed one opens nothing after that. Refused once a product admin exists: later
 * users are created in the app, where every change is audited.
 */
export async function createFirstProductAdmin(
  db: Db,
  options: FirstAdminOptions,
): Promise<{ username: string; password: string }> {
  const password = oneTimePassword();
  const problem = userFormProblem(
    {
      ...options,
      position: 'MD',
      clinics: [0],
      patientConnection: 'ORGANIZATION',
      onlyActivePatients: false,
      language: 'en',
      userRole: 'ROLE_MYAPPADMIN',
    },
    { creating: false, roleHidden: false },
  );
  if (problem) throw new SetupError(problem);
  for (const [name, value] of Object.entries({
    organization: options.organization,
    clinic: options.clinic,
  })) {
    if (!value.trim()) throw new SetupError(`--${name} is required`);
  }
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    // Two operators running the step at once: the second waits, then finds the first admin.
    await sql`select pg_advisory_xact_lock(hashtext('vigil.setup.first-admin'))`.execute(trx);
    const existing = await trx
      .selectFrom('appUser')
      .select('username')
      .where('role', '=', 'ROLE_MYAPPADMIN')
      .executeTakeFirst();
    if (existing) {
      throw new SetupError(
        `A product admin (${existing.username}) already exists: create further users in Control users.`,
      );
    }
    const country =
      (await trx
        .selectFrom('country')
        .select('id')
        .where(sql`lower(name)`, '=', options.country.toLowerCase())
        .executeTakeFirst()) ??
      (await trx
        .insertInto('country')
        .values({ name: options.country })
        .returning('id')
        .executeTakeFirstOrThrow());
    const organization = await trx
      .insertInto('organization')
      .values({ name: options.organization })
      .returning('id')
      .executeTakeFirstOrThrow();
    const clinic = await trx
      .insertInto('clinic')
      .values({
        organizationId: organization.id,
        countryId: country.id,
        name: options.clinic,
        city: options.city,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await trx
      .insertInto('appUser')
      .values({
        username: options.username,
        firstName: options.firstName,
        lastName: options.lastName,
        position: 'MD',
        email: options.email,
        phone: options.phone,
        role: 'ROLE_MYAPPADMIN',
        patientConnection: 'ORGANIZATION',
        passwordHash,
        mustChangePassword: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('userClinic').values({ userId: user.id, clinicId: clinic.id }).execute();
    return { username: options.username, password };
  });
}

/** True while no product admin exists: a new installation without the demo clinic needs the set-up step. */
export async function needsFirstAdmin(db: Db): Promise<boolean> {
  const admin = await db
    .selectFrom('appUser')
    .select('id')
    .where('role', '=', 'ROLE_MYAPPADMIN')
    .executeTakeFirst();
  return admin === undefined;
}

const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 20 characters from an unambiguous alphabet (~115 bits), drawn until the password rules pass. */
function oneTimePassword(): string {
  for (;;) {
    const password = Array.from(
      { length: 20 },
      () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)],
    ).join('');
    if (!passwordProblem(password, undefined, isCommonPassword)) return password;
  }
}
