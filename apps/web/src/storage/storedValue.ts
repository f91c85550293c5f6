import { useSyncExternalStore } from 'react';

export interface StoredValue<T> {
  readonly key: string;
  read: () => T;
  write: (value: T | null) => void;
  subscribe: (listener: () => void) => () => void;
}

/**
 * A value kept in localStorage under `key`, which components can watch. Another tab writing the
 * same key (a logout there, a new idle deadline) reaches this tab through the storage event.
 */
export function storedValue<T>(key: string, decode: (raw: string | null) => T): StoredValue<T> {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null = null;
  let cachedValue = decode(null);

  const read = (): T => {
    const raw = localStorage.getItem(key);
    // useSyncExternalStore needs the same object back while nothing changed.
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cachedValue = decode(raw);
    }
    return cachedValue;
  };

  const notify = () => {
    for (const listener of listeners) listener();
  };

  return {
    key,
    read,
    write(value) {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, String(value));
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** The stored value, re-rendering the caller when it changes. */
export function useStoredValue<T>(value: StoredValue<T>): T {
  return useSyncExternalStore(value.subscribe, value.read);
}

export const decodeNumber = (raw: string | null): number | null => {
  if (raw === null) return null;
  const number = Number(raw);
  return Number.isFinite(number) ? number : null;
};
