import type { PatientConnection, Position, Role } from '@vigil/domain';
import type { TranslationKey } from '../../i18n/translationKey.ts';

/** Role labels of docs/requirements/roles-and-scope.md#roles; the product admin's is our own. */
export const ROLE_LABEL_KEYS = {
  ROLE_USER: 'roles.user',
  ROLE_SUPERUSER: 'roles.superuser',
  ROLE_ADMIN: 'roles.admin',
  ROLE_MYAPPADMIN: 'roles.productAdmin',
} as const satisfies Record<Role, TranslationKey>;

export const POSITION_LABEL_KEYS = {
  MD: 'positions.md',
  RN: 'positions.rn',
  TECHNICIAN: 'positions.technician',
  ADMINISTRATOR: 'positions.administrator',
  OTHER: 'positions.other',
} as const satisfies Record<Position, TranslationKey>;

export const PATIENT_CONNECTION_LABEL_KEYS = {
  OWN_PATIENTS: 'patientConnections.ownPatients',
  CLINIC: 'patientConnections.clinic',
  ORGANIZATION: 'patientConnections.organization',
  ANOTHER_USER_PATIENTS: 'patientConnections.anotherUser',
  MISSING_CLINIC: 'patientConnections.missingClinic',
} as const satisfies Record<PatientConnection, TranslationKey>;
