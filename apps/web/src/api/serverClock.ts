/**
 * The server's clock as seen from this browser. Deadlines the server sends (the idle deadline)
 * are turned into this browser's time, so a wrong clock on the PC does not log anyone out early.
 */
let offsetMs = 0;

/** Server time minus local time, from an answer's Date header (whole seconds). */
export function clockOffset(dateHeader: string | null, localNowMs: number): number | null {
  if (dateHeader === null) return null;
  const serverNowMs = Date.parse(dateHeader);
  return Number.isNaN(serverNowMs) ? null : serverNowMs - localNowMs;
}

export function recordServerDate(dateHeader: string | null): void {
  const offset = clockOffset(dateHeader, Date.now());
  if (offset !== null) offsetMs = offset;
}

/** A server time (ISO) as a local epoch time in ms. */
export function toLocalTime(serverIso: string): number {
  return Date.parse(serverIso) - offsetMs;
}
