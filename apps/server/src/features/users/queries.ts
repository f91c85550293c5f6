import type { User } from '@vigil/domain';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { visibleUsers } from '../../platform/access/users.ts';

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
      eb
        .selectFrom('patient')
        .select((count) => count.fn.countAll<number>().as('count'))
        .whereRef('patient.responsibleUserId', '=', 'appUser.id')
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
