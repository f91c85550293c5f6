import { isAiProbability, isUnreachableLevel, type DangerEntry, type VariableHistory } from '@vigil/domain';
import type { TFunction } from 'i18next';
import { aiPercent } from '../../../components/status/aiPercent.ts';
import {
  formatValue,
  statusPresentation,
  valueWithUnits,
} from '../../../components/status/statusPresentation.ts';
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
  locale: string,
): SummaryStatusRow[] {
  const format = (number: number) => formatValue(number, locale);
  return histories.map((history) => {
    const entry = dangerList[String(history.idpatientVariables)];
    const units = history.units;
    const latest = history.values.at(-1);
    const value = entry?.variableValue ?? null;
    const numbers = history.values.flatMap((point) => (point.value === null ? [] : [point.value]));
    // The AI's probabilities read as percentages, as everywhere else.
    const shown = (number: number) =>
      isAiProbability(history.acronyme) ? aiPercent(number) : valueWithUnits(number, units, t, locale);
    const plain = (number: number) =>
      isAiProbability(history.acronyme) ? aiPercent(number) : format(number);
    return {
      acronym: history.acronyme,
      name: history.variableNameTranslate,
      value: value === null ? '–' : shown(value),
      takenAt: latest
        ? historyTime(latest.timeStamp, timeZone)
        : entry?.daysSince != null
          ? t('status.daysSince', { days: entry.daysSince })
          : '–',
      status: t(statusPresentation(entry?.status ?? 'NOT_SET_VALUE').labelKey),
      limits: entry?.limit ? limitText(t, history.acronyme, entry.limit, format) : t('status.noLimit'),
      period:
        numbers.length === 0
          ? t('summary.noValues')
          : t('summary.periodValues', {
              number: numbers.length,
              min: plain(Math.min(...numbers)),
              max: plain(Math.max(...numbers)),
            }),
    };
  });
}

/**
 * The limit in force in words: the normal range, and the alert levels a value can reach (a
 * level no value reaches, such as "more than 14 of 14 nights", is left out).
 */
function limitText(
  t: TFunction,
  acronym: string,
  limit: NonNullable<DangerEntry['limit']>,
  format: (value: number) => string,
): string {
  const reachable = (level: number) => !isUnreachableLevel(acronym, level);
  const parts = [
    t('summary.normalRange', {
      low: reachable(limit.lowerLimitNormal) ? format(limit.lowerLimitNormal) : '…',
      high: reachable(limit.upperLimitNormal) ? format(limit.upperLimitNormal) : '…',
    }),
  ];
  if (reachable(limit.alertLow)) parts.push(t('summary.alertBelow', { value: format(limit.alertLow) }));
  if (reachable(limit.alertHigh)) parts.push(t('summary.alertAbove', { value: format(limit.alertHigh) }));
  return parts.join(', ');
}
