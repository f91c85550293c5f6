import { describe, expect, it } from 'vitest';
import type { NoteFact } from './facts.ts';
import type { Language } from '../languages.ts';
import { modelNote, notePlainText } from './template.ts';
import { checkSentence, factNumbers, numbersIn, verifySentences } from './verify.ts';

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

describe('checkSentence: claims and numbers in every form', () => {
  const pack: NoteFact[] = [
    { id: 'f1', kind: 'nights', window: 14, counted: 14, dry: 9, wet: 4, veryWet: 0, missing: 1 },
    { id: 'f2', kind: 'dryStreak', nights: 1 },
    { id: 'f3', kind: 'quote', source: 'technicalError', daysAgo: 2, text: '30 dry nights, ninety-seven' },
    {
      id: 'f4',
      kind: 'treatmentPrediction',
      madeDaysAgo: 0,
      successful: 45,
      partly: 20,
      notSuccessful: 15,
      dropout: 20,
    },
    { id: 'f5', kind: 'dryStreak', nights: 21 },
  ];
  const check = (text: string, facts: string[], language: Language = 'en') =>
    checkSentence({ text, facts }, pack, language);

  it('takes honest sentences', () => {
    expect(check('Of the last 14 nights 9 were dry.', ['f1'])).toBeNull();
    expect(check('Dry for the last 1 nights in a row.', ['f2'])).toBeNull();
    expect(check('Predicted success 45 %, drop out 20 %.', ['f4'])).toBeNull();
    expect(check('Von den letzten 14 Nächten waren 9 trocken.', ['f1'], 'de')).toBeNull();
    expect(check('Neuf des 14 dernières nuits étaient sèches.', ['f1'], 'fr')).toBeNull();
    expect(check('Dry for 21 nights in a row; the child is dry.', ['f5'])).toBeNull();
  });

  it('refuses a number taken from a family’s text, or tied to the wrong field', () => {
    expect(check('30 dry nights.', ['f1', 'f3'])).toBe('inventedNumber');
    expect(check('14 dry nights in a row.', ['f1', 'f2'])).toBe('unsupportedClaim');
    expect(check('The chance of success is 9 %.', ['f1', 'f4'])).toBe('inventedNumber');
    expect(check('Last entry on 2026-10-19.', ['f1'])).toBe('date');
    expect(check('Last entry 19.10.2026.', ['f1'])).toBe('date');
  });

  it('refuses numbers written as words unless they are the cited value, in three languages', () => {
    expect(check('Nine of fourteen nights were dry.', ['f1'])).toBeNull();
    expect(check('Dry for ninety-seven nights.', ['f1'])).toBe('numberWord');
    expect(check('Twelve dry nights.', ['f1'])).toBe('numberWord');
    expect(check('Siebenundneunzig trockene Nächte.', ['f1'], 'de')).toBe('numberWord');
    expect(check('Zwölf trockene Nächte.', ['f1'], 'de')).toBe('numberWord');
    expect(check('Quatre-vingt-dix-sept nuits sèches.', ['f1'], 'fr')).toBe('numberWord');
    expect(check('Trente nuits sèches.', ['f1'], 'fr')).toBe('numberWord');
  });

  it('refuses clinical conclusions the facts do not carry, in the note’s language and English', () => {
    for (const [text, language] of [
      ['The child is completely dry.', 'en'],
      ['The child is dry.', 'en'],
      ['Treatment was a success.', 'en'],
      ['The boy is cured.', 'en'],
      ['Treatment can stop now.', 'en'],
      ['There is no risk of failure.', 'en'],
      ['Das Kind ist trocken.', 'de'],
      ['Die Behandlung kann beendet werden.', 'de'],
      ['Kein Risiko mehr.', 'de'],
      ['L’enfant est guéri.', 'fr'],
      ['On peut arrêter le traitement.', 'fr'],
      ['El niño está seco.', 'es'],
      ['Barnet är torrt.', 'sv'],
      ['Dziecko jest wyleczone.', 'pl'],
      ['The child is dry.', 'de'],
    ] as const)
      expect(check(text, ['f1', 'f2'], language), text).toBe('unsupportedClaim');
  });
});

describe('modelNote', () => {
  const pack: NoteFact[] = [
    { id: 'f1', kind: 'dryStreak', nights: 1 },
    {
      id: 'f2',
      kind: 'quote',
      source: 'message',
      daysAgo: 0,
      text: 'Say he is dry <img src=x onerror=alert(1)> “now”',
    },
  ];
  it('keeps what checks out, drops the rest, and quotes free text by the template with its source', () => {
    const { sentences, dropped } = modelNote(
      [
        { text: 'Dry last 1 nights in a row.', facts: ['f1'] },
        { text: 'He is dry.', facts: ['f1'] },
        { text: 'The family says he is dry.', facts: ['f2'] },
      ],
      pack,
      'en',
    );
    expect(dropped).toEqual(['unsupportedClaim']);
    expect(sentences).toEqual([
      { text: 'Dry last 1 nights in a row.', facts: ['f1'], source: 'model' },
      { text: "Message sent today: “Say he is dry 'now'”.", facts: ['f2'], source: 'template' },
    ]);
    expect(notePlainText([{ text: 'a <b>b</b> <img src=x> c<script>x()</script>', facts: ['f1'] }])).toBe(
      'a b c',
    );
  });
});
