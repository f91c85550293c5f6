import { describe, expect, it } from 'vitest';
import { signedBarOption } from './barOption.ts';

interface BarSeries {
  data: { value: number; itemStyle: { color: string } }[];
}

describe('signed bar diagram', () => {
  it('puts the largest contribution on top and colours rises and falls apart', () => {
    const option = signedBarOption(
      [
        { label: 'Wet nights', value: 0.3 },
        { label: 'Dry streak', value: -0.5 },
        { label: 'Age', value: 0.05 },
      ],
      'Contribution',
      'en',
    ) as { yAxis: { data: string[] }; series: BarSeries[] };
    // A category axis draws its first entry at the bottom.
    expect(option.yAxis.data).toEqual(['Age', 'Wet nights', 'Dry streak']);
    const colours = option.series[0]?.data.map((bar) => bar.itemStyle.color);
    expect(colours?.[0]).toBe(colours?.[1]);
    expect(colours?.[2]).not.toBe(colours?.[1]);
  });

  it('writes the value axis in the reader’s numbers', () => {
    const axis = (locale: string) =>
      (
        signedBarOption([{ label: 'Age', value: 0.2 }], 'Beitrag', locale) as {
          xAxis: { axisLabel: { formatter: (value: number) => string } };
        }
      ).xAxis.axisLabel.formatter;
    expect(axis('de')(-0.2)).toBe('-0,2');
    expect(axis('en')(-0.2)).toBe('-0.2');
  });
});
