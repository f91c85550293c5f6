/**
 * Query-key roots that another feature must be able to invalidate without importing the
 * feature that owns them: saving variable pages changes the patients list's columns.
 */
export const PATIENTS_QUERY_ROOT = ['patients'] as const;
