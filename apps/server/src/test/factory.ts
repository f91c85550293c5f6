import { randomBytes } from 'node:crypto';
import type { PatientConnection, Position, Role } from '@vigil/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { hashPassword } from '../platform/auth/passwords.ts';

/** A password that passes every rule; test users share it unless a test sets its own. */
export const TEST_PASSWORD = 'Clinic-Test-2026';
const testPasswordHash = hashPassword(TEST_PASSWORD);

const unique = () => randomBytes(4).toString('hex');

export interface TestClinic {
  readonly organizationId: number;
  readonly clinicId: number;
  readonly countryId: number;
}

/** A new organization with one clinic, so each test works in a world of its own. */
export async function createClinic(db: Db, organizationId?: number): Promise<TestClinic> {
  const country = await db
    .insertInto('country')
    .values({ name: `Country ${unique()}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const organization =
    organizationId ??
    (
      await db
        .insertInto('organization')
        .values({ name: `Organization ${unique()}` })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const clinic = await db
    .insertInto('clinic')
    .values({
      organizationId: organization,
      countryId: country.id,
      name: `Clinic ${unique()}`,
      city: 'Uppsala',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { organizationId: organization, clinicId: clinic.id, countryId: country.id };
}

export interface TestUserOptions {
  readonly role?: Role;
  readonly clinicIds?: readonly number[];
  readonly patientConnection?: PatientConnection;
  readonly otherUserId?: number;
  readonly onlyActivePatients?: boolean;
  readonly mustChangePassword?: boolean;
  readonly enabled?: boolean;
  readonly email?: string;
  readonly position?: Position;
  readonly password?: string;
}

export interface TestUser {
  readonly id: number;
  readonly username: string;
  readonly password: string;
  readonly role: Role;
}

export async function createUser(db: Db, options: TestUserOptions = {}): Promise<TestUser> {
  const username = `user_${unique()}`;
  const role = options.role ?? 'ROLE_USER';
  const password = options.password ?? TEST_PASSWORD;
  const user = await db
    .insertInto('appUser')
    .values({
      username,
      passwordHash: options.password ? await hashPassword(options.password) : await testPasswordHash,
      firstName: 'Test',
      lastName: username,
      position: options.position ?? 'RN',
      phone: '+46 18 611 00 00',
      email: options.email ?? `${username}@clinic.example`,
      role,
      enabled: options.enabled ?? true,
      patientConnection: options.patientConnection ?? 'CLINIC',
      otherUserPatientConnectionId: options.otherUserId ?? null,
      onlyActivePatients: options.onlyActivePatients ?? false,
      mustChangePassword: options.mustChangePassword ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const clinicId of options.clinicIds ?? []) {
    await db.insertInto('userClinic').values({ userId: user.id, clinicId }).execute();
  }
  return { id: user.id, username, password, role };
}

export interface TestPatientOptions {
  readonly clinicIds?: readonly number[];
  readonly responsibleUserId?: number;
  readonly inactive?: boolean;
}

export async function createPatient(db: Db, options: TestPatientOptions = {}): Promise<{ id: number }> {
  const patient = await db
    .insertInto('patient')
    .values({
      firstName: 'Child',
      lastName: unique(),
      timezone: 'Europe/Stockholm',
      inactive: options.inactive ?? false,
      responsibleUserId: options.responsibleUserId ?? null,
      approvedClinic: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const clinicId of options.clinicIds ?? []) {
    await db.insertInto('patientClinic').values({ patientId: patient.id, clinicId }).execute();
  }
  return patient;
}

/** Logs in through the API and returns the session token. */
export async function loginAs(
  app: FastifyInstance,
  user: Pick<TestUser, 'username' | 'password'>,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/session',
    payload: { username: user.username, password: user.password },
  });
  const body = response.json<{ token: string | null }>();
  if (response.statusCode !== 200 || !body.token)
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return body.token;
}

export const authHeaders = (token: string) => ({ 'x-auth-token': token, 'x-client-platform': 'web' });
