import { describe, expect, it } from 'vitest';
import type { NoteFact } from './facts.ts';
import { factNumbers, numbersIn, verifySentences } from './verify.ts';

const facts: NoteFact[] = [
  { id: 'f1', kind: 'nights', window: 14, counted: 14, dry: 9, wet: 4, veryWet: 0, missing: 1 },
  {
    id: 'f2',
    kind: 'measurement',
    variable: 'DWDEV',
    unit: 'kg',
    latest: -1.5,
    latestDaysAgo: 0,
    window: 14,
    mean: 37.8,
    previousMean: null,
    level: 'low',
  },
  {
    id: 'f3',
    kind: 'factor',
    feature: 'wetShareWeeks2to4',
    label: 'Wet nights in weeks 2–4',
    direction: 'raises',
    value: '60 %',
  },
];

describe('numbersIn', () => {
  it('reads integers and decimals with a point or a comma, not digits inside words or ids', () => {
    expect(numbersIn('9 dry, 37,8 and 37.8 °C; f12 SpO2 −1.5 kg')).toEqual([9, 37.8, 37.8, 1.5]);
  });
});

describe('factNumbers', () => {
  it('holds the values and the numbers in the texts, as absolute values', () => {
    expect(factNumbers(facts[1]!)).toEqual(expect.arrayContaining([1.5, 0, 14, 37.8]));
    expect(factNumbers(facts[2]!)).toEqual(expect.arrayContaining([2, 4, 60]));
  });
});

describe('verifySentences', () => {
  it('takes sentences whose numbers all come from the facts they cite', () => {
    expect(
      verifySentences(
        [
          { text: 'Of the last 14 nights 9 were dry and 4 wet.', facts: ['f1'] },
          { text: 'Dry weight deviation −1,5 kg; wet nights in weeks 2–4 at 60 %.', facts: ['f2', 'f3'] },
        ],
        facts,
      ),
    ).toEqual({ ok: true });
  });

  it('refuses a citation of a fact that does not exist', () => {
    expect(verifySentences([{ text: 'Nine dry nights.', facts: ['f9'] }], facts)).toEqual({
      ok: false,
      reason: 'unknownCitation',
      sentence: 0,
    });
  });

  it('refuses a number the cited facts do not hold, even when another fact holds it', () => {
    const invented = [
      { text: 'Of the last 14 nights 9 were dry.', facts: ['f1'] },
      { text: 'The mean was 37.8 over 14 days.', facts: ['f1'] },
    ];
    expect(verifySentences(invented, facts)).toEqual({ ok: false, reason: 'inventedNumber', sentence: 1 });
    expect(verifySentences([{ text: '12 dry nights.', facts: ['f1'] }], facts)).toMatchObject({
      reason: 'inventedNumber',
    });
  });

  it('refuses markup in any form', () => {
    for (const text of [
      '<script>alert(1)</script>',
      'Dry <b>nights</b>',
      '<img src=x onerror=alert(1)>',
      'a &lt; b',
      'click javascript:alert(1)',
      '<!-- hidden -->',
    ])
      expect(verifySentences([{ text, facts: ['f1'] }], facts), text).toMatchObject({
        ok: false,
        reason: 'markup',
      });
  });
});
