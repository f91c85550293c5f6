import { resetOnLogout } from '../../storage/clientState.ts';
import { STORAGE_PREFIX } from '../../storage/storageKeys.ts';
import { storedValue, useStoredValue } from '../../storage/storedValue.ts';

/** The show/hide settings toggle of the top bar, kept for the person until they log out. */
const settingsShown = storedValue(`${STORAGE_PREFIX}showSettings`, (raw) => raw === 'true');
resetOnLogout(() => settingsShown.write(null));

export function useSettingsShown(): [boolean, (shown: boolean) => void] {
  return [useStoredValue(settingsShown), (shown) => settingsShown.write(shown)];
}
