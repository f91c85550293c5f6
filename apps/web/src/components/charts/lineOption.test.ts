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
});
