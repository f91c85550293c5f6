import { describe, expect, it } from 'vitest';
import type { User } from '@vigil/domain';
import { filterUsers } from './filterUsers.ts';

function user(iduser: number, fullName: string, changes: Partial<User> = {}): User {
  const [firstName = '', lastName = ''] = fullName.split(' ');
  return {
    iduser,
    username: `${firstName.toLowerCase()}@clinic.example`,
    firstName,
    lastName,
    fullName,
    position: 'RN',
    clinics: [{ idclinic: 1, clinicName: 'North Clinic' }],
    address: null,
    phone: null,
    mobilePhone: '070 111 22 33',
    fax: null,
    email: null,
    userRole: 'ROLE_USER',
    enabled: true,
    patientConnection: 'CLINIC',
    otherUserPatientConnectionId: null,
    onlyActivePatients: false,
    language: 'en',
    lastPatientViewId: null,
    numberOfPatients: 0,
    ...changes,
  };
}

const users = [
  user(1, 'Sara Berg'),
  user(2, 'Anna Lund', { clinics: [{ idclinic: 2, clinicName: 'South Clinic' }] }),
  user(3, 'Erik Holm', { userRole: 'ROLE_SUPERUSER' }),
];
const roleLabel = (candidate: User) => [candidate.userRole === 'ROLE_SUPERUSER' ? 'Super User' : 'User'];
const names = (query: string) => filterUsers(users, query, roleLabel).map((candidate) => candidate.fullName);

describe('users filter', () => {
  it('an empty filter lists everyone by name', () => {
    expect(names('  ')).toEqual(['Anna Lund', 'Erik Holm', 'Sara Berg']);
  });

  it('matches names, clinics and role labels, whatever the case', () => {
    expect(names('lund')).toEqual(['Anna Lund']);
    expect(names('south')).toEqual(['Anna Lund']);
    expect(names('super')).toEqual(['Erik Holm']);
    expect(names('070 111')).toHaveLength(3);
  });
});
