import type { VariableHistory } from '@vigil/domain';
import type { TFunction } from 'i18next';
import type { CsvTable } from '../../components/export/patientRowsCsv.ts';
import { historyTime } from './historyTime.ts';

/**
 * A patient's values history as a CSV: one row per value, the panels in their order on screen and
 * each variable's values oldest first. The time as the screen shows it (the patient's day for a
 * daily value, else date and time) and the instant in UTC (ISO 8601), so no row is ambiguous.
 */
export function historyCsv(t: TFunction, panels: readonly VariableHistory[], timeZone: string): CsvTable {
  const header = [
    t('history.time'),
    t('export.timeUtc'),
    t('export.code'),
    t('export.variable'),
    t('export.units'),
    t('status.value'),
  ];
  const rows = panels.flatMap((panel) =>
    panel.values.map((point) => [
      historyTime(point.timeStamp, timeZone),
      new Date(point.timeStamp).toISOString(),
      panel.acronymeTranslate,
      panel.variableNameTranslate,
      panel.units,
      point.value,
    ]),
  );
  return { header, rows };
}
