import type { LimitValues } from '@vigil/domain';
import type { EChartsCoreOption } from 'echarts/core';
import { chartNumber } from './chartNumbers.ts';

export interface DiagramPoint {
  /** ISO instant, or a day (YYYY-MM-DD) on a diagram of daily values. */
  time: string;
  value: number | null;
}

const LINE = '#167f8a';
const NORMAL_BAND = 'rgba(64, 192, 87, 0.14)';
/** On paper the band must read without colour, and a dashed line marks an alert limit. */
const NORMAL_BAND_GREY = 'rgba(0, 0, 0, 0.09)';
const ALERT_LINE = '#343a40';
/** Above this many points the markers would blur into the line. */
const MAX_MARKED_POINTS = 60;
const DAY_MS = 86_400_000;

export interface LineOptionInput {
  points: readonly DiagramPoint[];
  units: string;
  limit?: LimitValues | null;
  /** Numbers are written as this language writes them. */
  locale: string;
  /** The points are days (YYYY-MM-DD): the axis ticks whole days. */
  days?: boolean;
  /** The values are AI probabilities (0–1), drawn in percent. */
  percent?: boolean;
  /**
   * Readable without colour (the printable summary): the normal band grey, and each alert limit
   * the values reach as a dashed line.
   */
  limitLines?: boolean;
  /** The time axis spans this period (ISO instants) whatever the values, so diagrams side by side compare. */
  timeRange?: { from: string; to: string };
}

/**
 * The ECharts option of a variable's line diagram: values over time, the normal range shaded. With
 * `days` the points are days (YYYY-MM-DD) and the axis ticks whole days: one or two daily values
 * would otherwise spread over an axis of hours. Its numbers are written as `locale` writes them.
 */
export function lineOption({
  points,
  units,
  limit,
  locale,
  days = false,
  percent = false,
  limitLines = false,
  timeRange,
}: LineOptionInput): EChartsCoreOption {
  // An AI probability (0–1) is drawn in percent, as the AI score and the table show it.
  const scale = (value: number) => (percent ? Math.round(value * 1000) / 10 : value);
  const data = points.map((point): [string, number | null] => [
    point.time,
    point.value === null ? null : scale(point.value),
  ]);
  const alerts =
    limit && limitLines
      ? reachedAlertLimits(data, scale(limit.alertLow), scale(limit.alertHigh))
      : { levels: [], ends: {} };
  const unit = percent ? '%' : units;
  // The values as entered (up to 6 decimals); a percentage whole in the tooltip, as the AI score shows it.
  const number = chartNumber(locale, 6);
  const pointValue = percent ? chartNumber(locale, 0) : number;
  const formatValue = (value: unknown) =>
    typeof value === 'number' ? `${pointValue(value)} ${unit}`.trim() : '–';
  return {
    animation: false,
    grid: { left: 8, right: 16, top: 28, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      valueFormatter: formatValue,
      ...(days && { axisPointer: { label: { formatter: dayLabel } } }),
    },
    xAxis: {
      type: 'time',
      ...(days && { minInterval: DAY_MS }),
      ...(timeRange && { min: Date.parse(timeRange.from), max: Date.parse(timeRange.to) }),
      // docs/requirements/constants.md#dates-and-times writes dates YYYY-MM-DD; an axis shows as much of that as its scale needs.
      axisLabel: {
        hideOverlap: true,
        fontSize: 11,
        formatter: {
          year: '{yyyy}',
          month: '{yyyy}-{MM}',
          day: '{MM}-{dd}',
          hour: '{HH}:{mm}',
          minute: '{HH}:{mm}',
        },
      },
    },
    yAxis: {
      type: 'value',
      name: unit,
      nameTextStyle: { fontSize: 11, align: 'left' },
      scale: true,
      ...alerts.ends,
      axisLabel: { fontSize: 11, formatter: (value: number) => `${number(value)}${percent ? ' %' : ''}` },
      splitLine: { lineStyle: { color: '#eceef0' } },
    },
    series: [
      {
        type: 'line',
        data,
        showSymbol: data.length <= MAX_MARKED_POINTS,
        symbolSize: 5,
        lineStyle: { width: 2, color: LINE },
        itemStyle: { color: LINE },
        markArea: limit
          ? {
              silent: true,
              itemStyle: { color: limitLines ? NORMAL_BAND_GREY : NORMAL_BAND },
              data: [[{ yAxis: scale(limit.lowerLimitNormal) }, { yAxis: scale(limit.upperLimitNormal) }]],
            }
          : undefined,
        markLine:
          alerts.levels.length > 0
            ? {
                silent: true,
                symbol: 'none',
                label: { show: false },
                lineStyle: { color: ALERT_LINE, type: 'dashed', width: 1 },
                data: alerts.levels.map((level) => ({ yAxis: level })),
              }
            : undefined,
      },
    ],
  };
}

/** A day's date as docs/requirements/constants.md#dates-and-times writes it (the day was parsed as local midnight). */
function dayLabel({ value }: { value: unknown }): string {
  const day = new Date(Number(value));
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/**
 * The alert limits the values reach: the low one when a value is at or under it, the high one
 * when a value is at or over it; a limit no value reaches stays off the diagram (the grey band
 * shows the normal range), so a dashed line stands exactly where a value is in alert. The value
 * axis's ends are stretched where a reached limit lies beyond every value (all values under a
 * low limit, or over a high one), so its line is drawn.
 */
function reachedAlertLimits(
  data: readonly (readonly [string, number | null])[],
  alertLow: number,
  alertHigh: number,
): { levels: number[]; ends: { min?: number; max?: number } } {
  const values = data.flatMap(([, value]) => (value === null ? [] : [value]));
  if (values.length === 0) return { levels: [], ends: {} };
  const lowest = Math.min(...values);
  const highest = Math.max(...values);
  const low = lowest <= alertLow;
  const high = highest >= alertHigh;
  return {
    levels: [...(low ? [alertLow] : []), ...(high ? [alertHigh] : [])],
    ends: {
      ...(low && alertLow > highest && { max: alertLow }),
      ...(high && alertHigh < lowest && { min: alertHigh }),
    },
  };
}
