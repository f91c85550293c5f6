import type { EChartsCoreOption } from 'echarts/core';
import { chartPercent } from './chartNumbers.ts';

export interface DiagramSeries {
  name: string;
  colour: string;
  /** [YYYY-MM-DD, probability 0–1], oldest first. */
  points: readonly (readonly [string, number])[];
}

/**
 * The ECharts option of probabilities over time, one line per series, the axis in percent written
 * as `locale` writes numbers.
 */
export function probabilitySeriesOption(series: readonly DiagramSeries[], locale: string): EChartsCoreOption {
  const percent = chartPercent(locale);
  return {
    animation: false,
    legend: { top: 0, textStyle: { fontSize: 11 } },
    grid: { left: 8, right: 16, top: 56, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value: unknown) => (typeof value === 'number' ? percent(value) : '–'),
    },
    xAxis: { type: 'time', axisLabel: { hideOverlap: true, fontSize: 11, formatter: '{yyyy}-{MM}-{dd}' } },
    yAxis: {
      type: 'value',
      min: 0,
      max: 1,
      axisLabel: { fontSize: 11, formatter: percent },
      splitLine: { lineStyle: { color: '#eceef0' } },
    },
    series: series.map((line) => ({
      type: 'line',
      name: line.name,
      data: line.points.map(([date, value]) => [date, value]),
      symbolSize: 5,
      lineStyle: { width: 2, color: line.colour },
      itemStyle: { color: line.colour },
    })),
  };
}
