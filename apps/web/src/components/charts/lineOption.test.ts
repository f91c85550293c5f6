import { describe, expect, it } from 'vitest';
import { lineOption } from './lineOption.ts';

const axisOf = (option: ReturnType<typeof lineOption>) => option.xAxis as { minInterval?: number };

describe('line diagram option', () => {
  it('a diagram of days ticks whole days and names the day a point stands for', () => {
    const option = lineOption([{ time: '2026-11-24', value: 3 }], 'nights', null, true);
    expect(axisOf(option).minInterval).toBe(86_400_000);
    const tooltip = option.tooltip as {
      axisPointer: { label: { formatter: (p: { value: number }) => string } };
    };
    expect(tooltip.axisPointer.label.formatter({ value: new Date(2026, 10, 24).getTime() })).toBe(
      '2026-11-24',
    );
  });

  it('a diagram of instants lets the axis choose hours', () => {
    const option = lineOption([{ time: '2026-11-24T06:30:00.000Z', value: 0.4 }], '', null);
    expect(axisOf(option).minInterval).toBeUndefined();
  });

  it('an AI probability is drawn in percent: points, tooltip, axis and normal band', () => {
    const limit = {
      alertLow: 0,
      abnormalLow: 0,
      lowerLimitNormal: 0,
      upperLimitNormal: 0.2,
      abnormalHigh: 0.3,
      alertHigh: 0.4,
    };
    const option = lineOption([{ time: '2026-11-24', value: 0.234 }], '', limit, true, true);
    const series = (option.series as { data: [string, number][]; markArea: { data: unknown } }[])[0]!;
    expect(series.data).toEqual([['2026-11-24', 23.4]]);
    expect(series.markArea.data).toEqual([[{ yAxis: 0 }, { yAxis: 20 }]]);
    const tooltip = option.tooltip as { valueFormatter: (value: unknown) => string };
    expect(tooltip.valueFormatter(23.4)).toBe('23 %');
    expect((option.yAxis as { name: string }).name).toBe('%');
  });
});
