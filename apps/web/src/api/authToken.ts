import { resetOnLogout } from '../storage/clientState.ts';
import { AUTH_TOKEN_STORAGE_KEY } from '../storage/storageKeys.ts';
import { storedValue, useStoredValue } from '../storage/storedValue.ts';

// A logout in another tab removes the token there; the storage event brings this tab to login too.
const authToken = storedValue(AUTH_TOKEN_STORAGE_KEY, (raw) => raw);
resetOnLogout(() => authToken.write(null));

export function readAuthToken(): string | null {
  return authToken.read();
}

export function storeAuthToken(token: string): void {
  authToken.write(token);
}

export function clearAuthToken(): void {
  authToken.write(null);
}

/** The stored auth token, re-rendering the caller when it is stored or cleared. */
export function useAuthToken(): string | null {
  return useStoredValue(authToken);
}
