/**
 * True for PostgreSQL's unique_violation (SQLSTATE 23505) on either driver: two writers raced for
 * the same row. With `constraintSuffix`, only when the violated constraint's name ends with it.
 */
export function isUniqueViolation(error: unknown, constraintSuffix?: string): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error) || error.code !== '23505')
    return false;
  if (constraintSuffix === undefined) return true;
  return (
    'constraint' in error &&
    typeof error.constraint === 'string' &&
    error.constraint.endsWith(constraintSuffix)
  );
}
