import { toLocalTime } from '../../api/serverClock.ts';
import { resetOnLogout } from '../../storage/clientState.ts';
import { STORAGE_PREFIX } from '../../storage/storageKeys.ts';
import { decodeNumber, storedValue, useStoredValue } from '../../storage/storedValue.ts';

/**
 * The inactivity deadline (docs/requirements/session.md#inactivity), in this browser's time. It comes from the server,
 * which enforces it; stored so that activity in one tab keeps the others signed in too.
 */
const idleDeadline = storedValue(`${STORAGE_PREFIX}idleDeadline`, decodeNumber);
resetOnLogout(() => idleDeadline.write(null));

/** Stores the server's idle deadline (ISO, server time). */
export function storeIdleDeadline(serverIso: string | null): void {
  idleDeadline.write(serverIso === null ? null : toLocalTime(serverIso));
}

export function readIdleDeadline(): number | null {
  return idleDeadline.read();
}

export function useIdleDeadline(): number | null {
  return useStoredValue(idleDeadline);
}
