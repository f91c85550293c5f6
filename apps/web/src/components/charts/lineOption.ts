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
/** Above this many points the markers would blur into the line. */
const MAX_MARKED_POINTS = 60;
const DAY_MS = 86_400_000;

/**
 * The ECharts option of a variable's line diagram: values over time, the normal range shaded. With
 * `days` the points are days (YYYY-MM-DD) and the axis ticks whole days: one or two daily values
 * would otherwise spread over an axis of hours. Its numbers are written as `locale` writes them.
 */
export function lineOption(
  points: readonly DiagramPoint[],
  units: string,
  limit: LimitValues | null | undefined,
  locale: string,
  days = false,
  percent = false,
): EChartsCoreOption {
  // An AI probability (0–1) is drawn in percent, as the AI score and the table show it.
  const scale = (value: number) => (percent ? Math.round(value * 1000) / 10 : value);
  const data = points.map((point) => [point.time, point.value === null ? null : scale(point.value)]);
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
              itemStyle: { color: NORMAL_BAND },
              data: [[{ yAxis: scale(limit.lowerLimitNormal) }, { yAxis: scale(limit.upperLimitNormal) }]],
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
