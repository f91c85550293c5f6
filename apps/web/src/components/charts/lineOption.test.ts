import { describe, expect, it } from 'vitest';
import { lineOption } from './lineOption.ts';

const axisOf = (option: ReturnType<typeof lineOption>) => option.xAxis as { minInterval?: number };
const tooltipOf = (option: ReturnType<typeof lineOption>) =>
  (option.tooltip as { valueFormatter: (value: unknown) => string }).valueFormatter;
const yAxisLabelOf = (option: ReturnType<typeof lineOption>) =>
  (option.yAxis as { axisLabel: { formatter: (value: number) => string } }).axisLabel.formatter;

describe('line diagram option', () => {
  it('a diagram of days ticks whole days and names the day a point stands for', () => {
    const option = lineOption({
      points: [{ time: '2026-11-24', value: 3 }],
      units: 'nights',
      locale: 'en',
      days: true,
    });
    expect(axisOf(option).minInterval).toBe(86_400_000);
    const tooltip = option.tooltip as {
      axisPointer: { label: { formatter: (p: { value: number }) => string } };
    };
    expect(tooltip.axisPointer.label.formatter({ value: new Date(2026, 10, 24).getTime() })).toBe(
      '2026-11-24',
    );
  });

  it('a diagram of instants lets the axis choose hours', () => {
    const option = lineOption({
      points: [{ time: '2026-11-24T06:30:00.000Z', value: 0.4 }],
      units: '',
      locale: 'en',
    });
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
    const option = lineOption({
      points: [{ time: '2026-11-24', value: 0.234 }],
      units: '',
      limit,
      locale: 'en',
      days: true,
      percent: true,
    });
    const series = (option.series as { data: [string, number][]; markArea: { data: unknown } }[])[0]!;
    expect(series.data).toEqual([['2026-11-24', 23.4]]);
    expect(series.markArea.data).toEqual([[{ yAxis: 0 }, { yAxis: 20 }]]);
    const tooltip = option.tooltip as { valueFormatter: (value: unknown) => string };
    expect(tooltip.valueFormatter(23.4)).toBe('23 %');
    expect((option.yAxis as { name: string }).name).toBe('%');
  });

  it('writes its numbers in the reader’s language: axis and tooltip in German', () => {
    const german = lineOption({
      points: [{ time: '2026-11-24', value: 0.2 }],
      units: 'mmol/l',
      locale: 'de',
      days: true,
    });
    expect(tooltipOf(german)(0.2)).toBe('0,2 mmol/l');
    expect(yAxisLabelOf(german)(1.25)).toBe('1,25');
    expect(yAxisLabelOf(german)(2500)).toBe('2.500');
    expect(yAxisLabelOf(lineOption({ points: [], units: '', locale: 'en' }))(0.2)).toBe('0.2');
  });

  it('a German percent axis and tooltip', () => {
    const option = lineOption({
      points: [{ time: '2026-11-24', value: 0.234 }],
      units: '',
      locale: 'de',
      days: true,
      percent: true,
    });
    expect(tooltipOf(option)(23.4)).toBe('23 %');
    expect(yAxisLabelOf(option)(12.5)).toBe('12,5 %');
  });

  it('on paper: a grey band, and a dashed line at each alert limit a value reaches', () => {
    const limit = {
      alertLow: 50,
      abnormalLow: 55,
      lowerLimitNormal: 60,
      upperLimitNormal: 72,
      abnormalHigh: 75,
      alertHigh: 80,
    };
    const points = [
      { time: '2026-11-20T07:00:00.000Z', value: 70 },
      { time: '2026-11-24T07:00:00.000Z', value: 82 },
    ];
    const series = (option: ReturnType<typeof lineOption>) =>
      (
        option.series as {
          markArea: { itemStyle: { color: string } };
          markLine?: { data: { yAxis: number }[]; lineStyle: { type: string } };
        }[]
      )[0]!;
    const paper = series(lineOption({ points, units: 'kg', limit, locale: 'en', limitLines: true }));
    // 82 kg crosses the upper alert limit (80); the lower one (50) is not reached and not drawn.
    expect(paper.markLine?.data).toEqual([{ yAxis: 80 }]);
    expect(paper.markLine?.lineStyle.type).toBe('dashed');
    expect(paper.markArea.itemStyle.color).toBe('rgba(0, 0, 0, 0.09)');
    // Every value under the lower alert limit: its line is drawn, the axis reaching up to it.
    const under = lineOption({
      points: [{ time: '2026-11-20T07:00:00.000Z', value: 42 }],
      units: 'kg',
      limit,
      locale: 'en',
      limitLines: true,
    });
    expect(series(under).markLine?.data).toEqual([{ yAxis: 50 }]);
    expect(under.yAxis).toMatchObject({ max: 50 });
    const screen = series(lineOption({ points, units: 'kg', limit, locale: 'en' }));
    expect(screen.markLine).toBeUndefined();
    expect(screen.markArea.itemStyle.color).not.toBe(paper.markArea.itemStyle.color);
  });

  it('a time range fixes the axis, so diagrams side by side show the same days', () => {
    const option = lineOption({
      points: [{ time: '2026-11-24', value: 3 }],
      units: 'nights',
      locale: 'en',
      days: true,
      timeRange: { from: '2026-10-30T12:00:00.000Z', to: '2026-11-29T12:00:00.000Z' },
    });
    expect(option.xAxis).toMatchObject({
      min: Date.parse('2026-10-30T12:00:00.000Z'),
      max: Date.parse('2026-11-29T12:00:00.000Z'),
    });
  });
});
