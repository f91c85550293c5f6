import type { User } from '@vigil/domain';

/** The users whose name, username, e-mail, phone, role, position or clinic contains the query. */
export function filterUsers(
  users: readonly User[],
  query: string,
  labelsOf: (user: User) => readonly string[],
): User[] {
  const needle = query.trim().toLocaleLowerCase();
  const sorted = [...users].sort((a, b) => a.fullName.localeCompare(b.fullName));
  if (needle === '') return sorted;
  return sorted.filter((user) =>
    [
      user.fullName,
      user.username,
      user.email ?? '',
      user.phone ?? '',
      user.mobilePhone ?? '',
      ...user.clinics.map((clinic) => clinic.clinicName),
      ...labelsOf(user),
    ].some((text) => text.toLocaleLowerCase().includes(needle)),
  );
}
