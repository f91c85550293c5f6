import type { EChartsCoreOption } from 'echarts/core';
import { chartNumber } from './chartNumbers.ts';

export interface BarSeries {
  name: string;
  values: readonly number[];
  colour: string;
  /** Series with the same stack are drawn on top of each other. */
  stack?: string;
  /** Drawn as a dashed line with points over the bars (a reference, such as a random pick's). */
  line?: boolean;
}

/**
 * The ECharts option of vertical bars per category, side by side or stacked, with a legend; axis
 * and tooltip write numbers as `locale` does (1.250 in German).
 */
export function groupedBarOption(
  categories: readonly string[],
  series: readonly BarSeries[],
  locale: string,
): EChartsCoreOption {
  const number = chartNumber(locale, 2);
  return {
    animation: false,
    grid: { left: 8, right: 12, top: 36, bottom: 8, containLabel: true },
    legend: { top: 0, textStyle: { fontSize: 11 } },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (value: unknown) => (typeof value === 'number' ? number(value) : '–'),
    },
    xAxis: { type: 'category', data: [...categories], axisLabel: { fontSize: 11 } },
    yAxis: {
      type: 'value',
      minInterval: 1,
      axisLabel: { fontSize: 11, formatter: number },
      splitLine: { lineStyle: { color: '#eceef0' } },
    },
    series: series.map((item) =>
      item.line
        ? {
            type: 'line',
            name: item.name,
            data: [...item.values],
            symbolSize: 8,
            lineStyle: { type: 'dashed', color: item.colour },
            itemStyle: { color: item.colour },
          }
        : {
            type: 'bar',
            name: item.name,
            data: [...item.values],
            stack: item.stack,
            barMaxWidth: 28,
            itemStyle: { color: item.colour },
          },
    ),
  };
}
