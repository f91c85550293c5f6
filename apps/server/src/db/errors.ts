/**
 * True for PostgreSQL's unique_violation (SQLSTATE 23505) on either driver: two writers raced for
 * the same row. With `constraintSuffix`, only when the violated constraint's name ends with it.
 */
export function isUniqueViolation(error: unknown, constraintSuffix?: string): boolean {
  if (!hasCode(error, '23505')) return false;
  if (constraintSuffix === undefined) return true;
  return (
    'constraint' in error &&
    typeof error.constraint === 'string' &&
    error.constraint.endsWith(constraintSuffix)
  );
}

/** True for PostgreSQL's foreign_key_violation (SQLSTATE 23503): the row refers to one that is not there. */
export function isForeignKeyViolation(error: unknown, constraintSuffix?: string): boolean {
  if (!hasCode(error, '23503')) return false;
  if (constraintSuffix === undefined) return true;
  return (
    'constraint' in error &&
    typeof error.constraint === 'string' &&
    error.constraint.endsWith(constraintSuffix)
  );
}

/** True for PostgreSQL's deadlock_detected (SQLSTATE 40P01): this transaction was chosen to end. */
export const isDeadlock = (error: unknown): boolean => hasCode(error, '40P01');

function hasCode(error: unknown, code: string): error is { code: string } {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}
