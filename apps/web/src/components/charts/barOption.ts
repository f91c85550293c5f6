import type { EChartsCoreOption } from 'echarts/core';
import { chartNumber } from './chartNumbers.ts';

export interface BarItem {
  label: string;
  value: number;
}

const RISE = '#e03131';
const FALL = '#1c7ed6';

/**
 * The ECharts option of a horizontal bar diagram of signed contributions: the largest (by size)
 * on top, those that raise the total in red and those that lower it in blue; the value axis
 * writes its numbers as `locale` does (0,2 in German).
 */
export function signedBarOption(
  items: readonly BarItem[],
  valueName: string,
  locale: string,
): EChartsCoreOption {
  const number = chartNumber(locale, 2);
  const sorted = [...items].sort((a, b) => Math.abs(a.value) - Math.abs(b.value));
  return {
    animation: false,
    grid: { left: 8, right: 24, top: 12, bottom: 28, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: {
      type: 'value',
      name: valueName,
      nameLocation: 'middle',
      nameGap: 28,
      nameTextStyle: { fontSize: 11 },
      axisLabel: { fontSize: 11, formatter: number },
      splitLine: { lineStyle: { color: '#eceef0' } },
    },
    yAxis: {
      type: 'category',
      data: sorted.map((item) => item.label),
      axisLabel: { fontSize: 11, width: 180, overflow: 'truncate' },
      axisTick: { show: false },
    },
    series: [
      {
        type: 'bar',
        name: valueName,
        barMaxWidth: 22,
        data: sorted.map((item) => ({
          value: item.value,
          itemStyle: { color: item.value < 0 ? FALL : RISE },
        })),
      },
    ],
  };
}
