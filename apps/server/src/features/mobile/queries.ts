/** A PostgreSQL unique violation (SQLSTATE 23505), on either driver. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
