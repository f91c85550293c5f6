import { describe, expect, it } from 'vitest';
import { groupedBarOption } from './groupedBarOption.ts';

describe('grouped bar diagram option', () => {
  it('writes the value axis and the tooltip in the reader’s numbers', () => {
    const option = (locale: string) =>
      groupedBarOption(['Precision'], [{ name: 'Flagged', values: [1250], colour: '#000' }], locale) as {
        tooltip: { valueFormatter: (value: unknown) => string };
        yAxis: { axisLabel: { formatter: (value: number) => string } };
      };
    const german = option('de');
    expect(german.yAxis.axisLabel.formatter(1250)).toBe('1.250');
    expect(german.tooltip.valueFormatter(0.25)).toBe('0,25');
    expect(german.tooltip.valueFormatter(undefined)).toBe('–');
    expect(option('en').yAxis.axisLabel.formatter(1250)).toBe('1,250');
  });
});
