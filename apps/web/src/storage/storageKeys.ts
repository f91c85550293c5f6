/** Everything Vigil keeps in this browser is under this prefix. */
export const STORAGE_PREFIX = 'vigil.';

/** The session's token; read before anything else by the page's first script (boot.ts). */
export const AUTH_TOKEN_STORAGE_KEY = `${STORAGE_PREFIX}token`;
