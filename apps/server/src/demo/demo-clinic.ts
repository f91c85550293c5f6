import type { Customer, Language } from '@vigil/domain';
import type { Db } from '../db/database.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import { DEMO_CLINIC_DATA, DEMO_PASSWORD, DEMO_USERS, type DemoUserSpec } from './demo-clinic-data.ts';
import { dayString, epochDay } from './model/calendar.ts';
import type { DemoLogin } from './seed.ts';

/** One argon2id hash per demo user (each with its own salt), made before the transaction opens. */
export async function hashDemoPasswords(): Promise<Map<string, string>> {
  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  return new Map(DEMO_USERS.map((user, index) => [user.username, required(hashes[index], 'password hash')]));
}

/**
 * The organizations, clinics, physicians, interventions and users of the demo clinic of the
 * flavour. Expects an empty clinic set-up; countries must already exist (ensureReferenceData).
 */
export async function createDemoClinic(
  db: Db,
  customer: Customer,
  passwordHashes: ReadonlyMap<string, string>,
  today: Date,
): Promise<DemoLogin[]> {
  const data = DEMO_CLINIC_DATA[customer];
  const organizationIds: number[] = [];
  for (const organization of data.organizations) {
    const row = await db
      .insertInto('organization')
      .values(organization)
      .returning('id')
      .executeTakeFirstOrThrow();
    organizationIds.push(row.id);
  }
  const countries = await db.selectFrom('country').select(['id', 'name']).execute();
  const countryId = (name: string): number => {
    const country = countries.find((row) => row.name.toLowerCase() === name.toLowerCase());
    if (!country) throw new Error(`Demo country ${name} is missing`);
    return country.id;
  };
  const premiumEnd = dayString(epochDay(today) + 365);
  const clinicIds: number[] = [];
  for (const clinic of data.clinics) {
    const row = await db
      .insertInto('clinic')
      .values({
        organizationId: required(organizationIds[clinic.organization], 'organization'),
        countryId: countryId(clinic.country),
        name: clinic.name,
        city: clinic.city,
        premiumEndDate: clinic.premium ? premiumEnd : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    clinicIds.push(row.id);
  }

  const userIds = new Map<string, number>();
  for (const user of DEMO_USERS) {
    const clinicLanguage = data.clinics[firstClinic(user)]?.language ?? 'en';
    const id = await insertUser(db, user, clinicLanguage, passwordHashes);
    userIds.set(user.username, id);
    const clinics =
      user.clinics === 'all' ? clinicIds : user.clinics.map((index) => required(clinicIds[index], 'clinic'));
    if (clinics.length > 0) {
      await db
        .insertInto('userClinic')
        .values(clinics.map((clinicId) => ({ userId: id, clinicId })))
        .execute();
    }
  }
  for (const user of DEMO_USERS) {
    if (!user.borrowsScopeOf) continue;
    await db
      .updateTable('appUser')
      .set({ otherUserPatientConnectionId: required(userIds.get(user.borrowsScopeOf), user.borrowsScopeOf) })
      .where('id', '=', required(userIds.get(user.username), user.username))
      .execute();
  }

  await db
    .insertInto('physician')
    .values(
      data.physicians.map((physician) => ({
        firstName: physician.firstName,
        lastName: physician.lastName,
        clinicId: required(clinicIds[physician.clinic], 'clinic'),
        userId:
          physician.username === undefined
            ? null
            : required(userIds.get(physician.username), physician.username),
      })),
    )
    .execute();

  for (const intervention of data.interventions) {
    const { id } = await db
      .insertInto('intervention')
      .values({ name: intervention.name, description: intervention.description, type: intervention.type })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('interventionLanguage')
      .values(intervention.names.map(([language, name]) => ({ interventionId: id, language, name })))
      .execute();
  }

  return DEMO_USERS.map((user) => ({ role: user.label, username: user.username, password: DEMO_PASSWORD }));
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Demo clinic data refers to a missing ${what}`);
  return value;
}

function firstClinic(user: DemoUserSpec): number {
  return user.clinics === 'all' ? 0 : (user.clinics[0] ?? 0);
}

async function insertUser(
  db: Db,
  user: DemoUserSpec,
  clinicLanguage: Language,
  passwordHashes: ReadonlyMap<string, string>,
): Promise<number> {
  const passwordHash = passwordHashes.get(user.username);
  if (!passwordHash) throw new Error(`No password hash for demo user ${user.username}`);
  // Clinic staff work in their clinic's language; administrators and product staff in English.
  const language = user.patientConnection === 'CLINIC' ? clinicLanguage : 'en';
  const row = await db
    .insertInto('appUser')
    .values({
      username: user.username,
      passwordHash,
      firstName: user.firstName,
      lastName: user.lastName,
      position: user.position,
      role: user.role,
      patientConnection: user.patientConnection,
      language,
      email: `${user.username}@demo.vigil.example`,
      // Ofcom keeps 07700 900xxx for drama: numbers that can never ring anyone.
      mobilePhone: `+44 7700 900${String(100 + DEMO_USERS.indexOf(user))}`,
      enabled: true,
      mustChangePassword: false,
      passwordChangedAt: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The demo accounts still in the database, with the password they were created with. */
export async function existingDemoLogins(db: Db): Promise<DemoLogin[]> {
  const rows = await db
    .selectFrom('appUser')
    .select('username')
    .where(
      'username',
      'in',
      DEMO_USERS.map((user) => user.username),
    )
    .execute();
  const present = new Set(rows.map((row) => row.username));
  return DEMO_USERS.filter((user) => present.has(user.username)).map((user) => ({
    role: user.label,
    username: user.username,
    password: DEMO_PASSWORD,
  }));
}
