import type { User } from '@vigil/domain';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { visibleUsers } from '../../platform/access/users.ts';
import { patientData, unsafeEveryPatient } from '../../platform/access/patient-data.ts';

/** Users the actor may see, as the API returns them; optionally one user by id. */
export async function findVisibleUsers(db: Db, actor: Actor, userId?: number): Promise<User[]> {
  let query = db
    .selectFrom('appUser')
    .select((eb) => [
      'appUser.id',
      'appUser.username',
      'appUser.firstName',
      'appUser.lastName',
      'appUser.position',
      'appUser.address',
      'appUser.phone',
      'appUser.mobilePhone',
      'appUser.fax',
      'appUser.email',
      'appUser.role',
      'appUser.enabled',
      'appUser.patientConnection',
      'appUser.otherUserPatientConnectionId',
      'appUser.onlyActivePatients',
      'appUser.language',
      'appUser.lastPatientViewId',
      jsonArrayFrom(
        eb
          .selectFrom('userClinic')
          .innerJoin('clinic', 'clinic.id', 'userClinic.clinicId')
          .select(['clinic.id as idclinic', 'clinic.name as clinicName'])
          .whereRef('userClinic.userId', '=', 'appUser.id')
          .orderBy('clinic.name'),
      ).as('clinics'),
      patientData(db, unsafeEveryPatient("a user's count of patients counts all they are responsible for"))
        .patients()
        .select((count) => count.fn.countAll<number>().as('count'))
        .where('patient.responsibleUserId', '=', sql.ref<number>('appUser.id'))
        .as('numberOfPatients'),
    ])
    .where(visibleUsers(actor))
    .orderBy('appUser.lastName')
    .orderBy('appUser.firstName');
  if (userId !== undefined) query = query.where('appUser.id', '=', userId);
  const rows = await query.execute();
  return rows.map(({ id, role, numberOfPatients, ...user }) => ({
    ...user,
    iduser: id,
    userRole: role,
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    numberOfPatients: Number(numberOfPatients ?? 0),
  }));
}
