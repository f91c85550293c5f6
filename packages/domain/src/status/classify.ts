import type { LimitValues } from '../variables/types.ts';

/** A variable's traffic-light status for one patient (docs/requirements/limits-and-statuses.md#status-rule). */
export const DANGER_STATUSES = [
  'ALERT_LOW',
  'ABNORMAL_LOW',
  'NORMAL_LOW',
  'NORMAL',
  'NORMAL_HIGH',
  'ABNORMAL_HIGH',
  'ALERT_HIGH',
  'NOT_SET_VALUE',
  'NOT_SET_LIMIT',
] as const;
export type DangerStatus = (typeof DANGER_STATUSES)[number];

/**
 * Classifies a value against a limit (docs/requirements/limits-and-statuses.md#status-rule). The bands close on the side of the more
 * severe status at the low end (v ≤ alertLow is an alert) and of the less severe at the high end
 * (v = abnormalHigh is still NORMAL_HIGH), exactly as the design fixes them.
 */
export function classify(
  value: number | null | undefined,
  limit: LimitValues | null | undefined,
): DangerStatus {
  if (value === null || value === undefined || Number.isNaN(value)) return 'NOT_SET_VALUE';
  if (!limit) return 'NOT_SET_LIMIT';
  if (value <= limit.alertLow) return 'ALERT_LOW';
  if (value <= limit.abnormalLow) return 'ABNORMAL_LOW';
  if (value < limit.lowerLimitNormal) return 'NORMAL_LOW';
  if (value <= limit.upperLimitNormal) return 'NORMAL';
  if (value < limit.abnormalHigh) return 'NORMAL_HIGH';
  if (value < limit.alertHigh) return 'ABNORMAL_HIGH';
  return 'ALERT_HIGH';
}

/** Danger codes: 1 red, 2 orange, 3 yellow, 4 green; null for no value or no limit. */
export function dangerCode(status: DangerStatus): 1 | 2 | 3 | 4 | null {
  switch (status) {
    case 'ALERT_LOW':
    case 'ALERT_HIGH':
      return 1;
    case 'ABNORMAL_LOW':
    case 'ABNORMAL_HIGH':
      return 2;
    case 'NORMAL_LOW':
    case 'NORMAL_HIGH':
      return 3;
    case 'NORMAL':
      return 4;
    case 'NOT_SET_VALUE':
    case 'NOT_SET_LIMIT':
      return null;
  }
}

/** The icon letter of a status (docs/requirements/limits-and-statuses.md#status-icons): L, N, H, Li, or nothing. */
export function statusLetter(status: DangerStatus): 'L' | 'N' | 'H' | 'Li' | '' {
  switch (status) {
    case 'ALERT_LOW':
    case 'ABNORMAL_LOW':
    case 'NORMAL_LOW':
      return 'L';
    case 'NORMAL':
      return 'N';
    case 'NORMAL_HIGH':
    case 'ABNORMAL_HIGH':
    case 'ALERT_HIGH':
      return 'H';
    case 'NOT_SET_LIMIT':
      return 'Li';
    case 'NOT_SET_VALUE':
      return '';
  }
}

/** The icon colour of a status (docs/requirements/limits-and-statuses.md#status-icons). */
export function statusColour(
  status: DangerStatus,
): 'danger' | 'orange' | 'yellow' | 'green' | 'default' | 'none' {
  switch (dangerCode(status)) {
    case 1:
      return 'danger';
    case 2:
      return 'orange';
    case 3:
      return 'yellow';
    case 4:
      return 'green';
    case null:
      return status === 'NOT_SET_LIMIT' ? 'default' : 'none';
  }
}

/**
 * Sorting a list by a variable orders statuses as the spec lists them (docs/requirements/limits-and-statuses.md#status-sort-order), anything else
 * last. The spec's order is kept as written, even where it is not by severity.
 */
export const STATUS_SORT_ORDER: readonly DangerStatus[] = [
  'ABNORMAL_LOW',
  'ALERT_LOW',
  'NORMAL_LOW',
  'NORMAL',
  'ABNORMAL_HIGH',
  'ALERT_HIGH',
  'NORMAL_HIGH',
];

export function statusSortRank(status: DangerStatus): number {
  const rank = STATUS_SORT_ORDER.indexOf(status);
  return rank === -1 ? STATUS_SORT_ORDER.length : rank;
}
