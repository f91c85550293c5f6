/** Staff roles, lowest first (docs/requirements/roles-and-scope.md#roles). */
export const ROLES = ['ROLE_USER', 'ROLE_SUPERUSER', 'ROLE_ADMIN', 'ROLE_MYAPPADMIN'] as const;
export type Role = (typeof ROLES)[number];

export const POSITIONS = ['MD', 'RN', 'TECHNICIAN', 'ADMINISTRATOR', 'OTHER'] as const;
export type Position = (typeof POSITIONS)[number];

/** Which patients a user sees (docs/requirements/roles-and-scope.md#patient-scope). */
export const PATIENT_CONNECTIONS = [
  'OWN_PATIENTS',
  'CLINIC',
  'ORGANIZATION',
  'ANOTHER_USER_PATIENTS',
  'MISSING_CLINIC',
] as const;
export type PatientConnection = (typeof PATIENT_CONNECTIONS)[number];

export const RIGHTS_GROUPS = {
  USER_RIGHTS: 'ROLE_USER',
  SUPERUSER_RIGHTS: 'ROLE_SUPERUSER',
  ADMIN_RIGHTS: 'ROLE_ADMIN',
  APPADMIN_RIGHTS: 'ROLE_MYAPPADMIN',
} as const satisfies Record<string, Role>;
export type RightsGroup = keyof typeof RIGHTS_GROUPS;

/** True when `role` is at or above the lowest role of `group`. */
export function hasRights(role: Role, group: RightsGroup): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(RIGHTS_GROUPS[group]);
}
