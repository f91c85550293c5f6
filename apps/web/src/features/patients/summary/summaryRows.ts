import type { DangerEntry, VariableHistory } from '@vigil/domain';
import type { TFunction } from 'i18next';
import { formatLimitLevel } from '../../../components/status/limitLevel.ts';
import { formatValue, statusPresentation } from '../../../components/status/statusPresentation.ts';
import { historyTime } from '../../variable-values/index.ts';

/** One line of the summary's status table, every cell in words. */
export interface SummaryStatusRow {
  acronym: string;
  name: string;
  value: string;
  /** When the latest value was taken (ISO day or day and time); '–' when none. */
  takenAt: string;
  status: string;
  /** The normal range and the alert limits in force, or "No limit set". */
  limits: string;
  /** The last 30 days: how many values, lowest and highest. */
  period: string;
}

/**
 * The status table of the printable summary: per variable its latest value with its date, its
 * status in words and the limit in force, and what the last 30 days held.
 */
export function summaryStatusRows(
  t: TFunction,
  histories: readonly VariableHistory[],
  dangerList: Readonly<Record<string, DangerEntry>>,
  timeZone: string,
): SummaryStatusRow[] {
  return histories.map((history) => {
    const entry = dangerList[String(history.idpatientVariables)];
    const units = history.units;
    const latest = history.values.at(-1);
    const value = entry?.variableValue ?? null;
    const numbers = history.values.flatMap((point) => (point.value === null ? [] : [point.value]));
    const limit = entry?.limit;
    const level = (raw: number) => formatLimitLevel(history.acronyme, raw, t);
    return {
      acronym: history.acronyme,
      name: history.variableNameTranslate,
      value: value === null ? '–' : `${formatValue(value)} ${units}`.trim(),
      takenAt: latest
        ? historyTime(latest.timeStamp, timeZone)
        : entry?.daysSince != null
          ? t('status.daysSince', { days: entry.daysSince })
          : '–',
      status: t(statusPresentation(entry?.status ?? 'NOT_SET_VALUE').labelKey),
      limits: limit
        ? t('summary.limits', {
            low: level(limit.lowerLimitNormal),
            high: level(limit.upperLimitNormal),
            alertLow: level(limit.alertLow),
            alertHigh: level(limit.alertHigh),
          })
        : t('status.noLimit'),
      period:
        numbers.length === 0
          ? t('summary.noValues')
          : t('summary.periodValues', {
              number: numbers.length,
              min: formatValue(Math.min(...numbers)),
              max: formatValue(Math.max(...numbers)),
            }),
    };
  });
}
