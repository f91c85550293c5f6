/** The Main View's period: moving the start past the end pulls the end forward (docs/requirements/statistics.md#main-view). */
export function withStart(period: { start: string; end: string }, start: string) {
  return { start, end: period.end < start ? start : period.end };
}
