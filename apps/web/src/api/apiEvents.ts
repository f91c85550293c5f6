import type { FailureNotice } from './failureNotice.ts';

/** What the API client tells the app shell about, whichever screen made the call. */
export type ApiEvent =
  | { type: 'answered' }
  | { type: 'failed'; notice: Extract<FailureNotice, { kind: 'noResponse' | 'sessionEnded' }> };

type Listener = (event: ApiEvent) => void;

const listeners = new Set<Listener>();

export function emitApiEvent(event: ApiEvent): void {
  for (const listener of listeners) listener(event);
}

/** Subscribes to API events; returns the unsubscribe function. */
export function onApiEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
