import { describe, expect, it } from 'vitest';
import { diagramSeries } from './diagramSeries.ts';

describe('diagram points of a variable', () => {
  it('daily values become the patient’s days', () => {
    // Midnight in Stockholm is 23:00 UTC the evening before (22:00 in summer).
    const values = [
      { timeStamp: '2026-03-27T23:00:00.000Z', value: 2 },
      { timeStamp: '2026-03-28T23:00:00.000Z', value: 3 },
      { timeStamp: '2026-03-29T22:00:00.000Z', value: null },
    ];
    expect(diagramSeries(values, 'Europe/Stockholm')).toEqual({
      days: true,
      points: [
        { time: '2026-03-28', value: 2 },
        { time: '2026-03-29', value: 3 },
        { time: '2026-03-30', value: null },
      ],
    });
  });

  it('measured values keep their instants', () => {
    const values = [
      { timeStamp: '2026-03-27T23:00:00.000Z', value: 71.2 },
      { timeStamp: '2026-03-28T06:40:00.000Z', value: 70.9 },
    ];
    expect(diagramSeries(values, 'Europe/Stockholm')).toEqual({
      days: false,
      points: [
        { time: '2026-03-27T23:00:00.000Z', value: 71.2 },
        { time: '2026-03-28T06:40:00.000Z', value: 70.9 },
      ],
    });
  });
});
