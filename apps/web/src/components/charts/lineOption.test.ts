import { describe, expect, it } from 'vitest';
import { lineOption } from './lineOption.ts';

const axisOf = (option: ReturnType<typeof lineOption>) => option.xAxis as { minInterval?: number };
const tooltipOf = (option: ReturnType<typeof lineOption>) =>
  (option.tooltip as { valueFormatter: (value: unknown) => string }).valueFormatter;
const yAxisLabelOf = (option: ReturnType<typeof lineOption>) =>
  (option.yAxis as { axisLabel: { formatter: (value: number) => string } }).axisLabel.formatter;

describe('line diagram option', () => {
  it('a diagram of days ticks whole days and names the day a point stands for', () => {
    const option = lineOption([{ time: '2026-11-24', value: 3 }], 'nights', null, 'en', true);
    expect(axisOf(option).minInterval).toBe(86_400_000);
    const tooltip = option.tooltip as {
      axisPointer: { label: { formatter: (p: { value: number }) => string } };
    };
    expect(tooltip.axisPointer.label.formatter({ value: new Date(2026, 10, 24).getTime() })).toBe(
      '2026-11-24',
    );
  });

  it('a diagram of instants lets the axis choose hours', () => {
    const option = lineOption([{ time: '2026-11-24T06:30:00.000Z', value: 0.4 }], '', null, 'en');
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
    const option = lineOption([{ time: '2026-11-24', value: 0.234 }], '', limit, 'en', true, true);
    const series = (option.series as { data: [string, number][]; markArea: { data: unknown } }[])[0]!;
    expect(series.data).toEqual([['2026-11-24', 23.4]]);
    expect(series.markArea.data).toEqual([[{ yAxis: 0 }, { yAxis: 20 }]]);
    const tooltip = option.tooltip as { valueFormatter: (value: unknown) => string };
    expect(tooltip.valueFormatter(23.4)).toBe('23 %');
    expect((option.yAxis as { name: string }).name).toBe('%');
  });

  it('writes its numbers in the reader’s language: axis and tooltip in German', () => {
    const german = lineOption([{ time: '2026-11-24', value: 0.2 }], 'mmol/l', null, 'de', true);
    expect(tooltipOf(german)(0.2)).toBe('0,2 mmol/l');
    expect(yAxisLabelOf(german)(1.25)).toBe('1,25');
    expect(yAxisLabelOf(german)(2500)).toBe('2.500');
    expect(yAxisLabelOf(lineOption([], '', null, 'en'))(0.2)).toBe('0.2');
  });

  it('a German percent axis and tooltip', () => {
    const option = lineOption([{ time: '2026-11-24', value: 0.234 }], '', null, 'de', true, true);
    expect(tooltipOf(option)(23.4)).toBe('23 %');
    expect(yAxisLabelOf(option)(12.5)).toBe('12,5 %');
  });
});
