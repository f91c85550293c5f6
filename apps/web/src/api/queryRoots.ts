/**
 * Query-key roots that another feature must be able to invalidate without importing the
 * feature that owns them: saving variable pages changes the patients list's columns.
 */
export const PATIENTS_QUERY_ROOT = ['patients'] as const;

/**
 * Category panels, their patients and the ALERTS count: a change to a category anywhere (Control
 * categories, a patient put on a list) invalidates this root.
 */
export const CATEGORIES_QUERY_ROOT = ['categories'] as const;
