import type { HistoryPoint } from '@vigil/domain';
import type { DiagramPoint } from '../../components/charts/lineOption.ts';
import { patientDay } from './historyTime.ts';

export interface DiagramSeries {
  points: DiagramPoint[];
  /** Every value is a daily one: the diagram's axis counts days, not hours. */
  days: boolean;
}

/**
 * A variable's values as diagram points. Daily values (the 14-night counts, stamped at the start of
 * the patient's day) become that day's date, so the axis shows the patient's days whatever the
 * reader's time zone; other values keep their instant.
 */
export function diagramSeries(values: readonly HistoryPoint[], patientTimeZone: string): DiagramSeries {
  const days = values.map((point) => patientDay(point.timeStamp, patientTimeZone));
  if (values.length > 0 && days.every((day) => day !== null)) {
    return { points: values.map((point, index) => ({ time: days[index]!, value: point.value })), days: true };
  }
  return { points: values.map((point) => ({ time: point.timeStamp, value: point.value })), days: false };
}
