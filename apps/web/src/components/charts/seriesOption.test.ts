import { describe, expect, it } from 'vitest';
import { probabilitySeriesOption } from './seriesOption.ts';

type Formatter = (value: number) => string;

describe('probability series diagram option', () => {
  const option = (locale: string) =>
    probabilitySeriesOption([{ name: 'Risk', colour: '#000', points: [['2026-11-24', 0.46]] }], locale) as {
      tooltip: { valueFormatter: (value: unknown) => string };
      yAxis: { axisLabel: { formatter: Formatter } };
    };

  it('writes the percentages of axis and tooltip in the reader’s numbers', () => {
    const german = option('de');
    expect(german.tooltip.valueFormatter(0.456)).toBe('46 %');
    expect(german.tooltip.valueFormatter(null)).toBe('–');
    expect(german.yAxis.axisLabel.formatter(0.2)).toBe('20 %');
  });
});
