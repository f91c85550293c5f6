/** True for PostgreSQL's unique_violation (SQLSTATE 23505) on either driver: two writers raced for the same row. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
