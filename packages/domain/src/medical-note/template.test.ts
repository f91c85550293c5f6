import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages.ts';
import type { NoteFact } from './facts.ts';
import { describeFact, notStartedText, templateNote } from './template.ts';
import { verifySentences } from './verify.ts';

const bedwetting: NoteFact[] = [
  { id: 'f1', kind: 'patient', age: 8, sex: 'male' },
  { id: 'f2', kind: 'period', flavour: 'bedwetting', day: 35 },
  { id: 'f3', kind: 'nights', window: 14, counted: 14, dry: 9, wet: 3, veryWet: 1, missing: 1 },
  { id: 'f4', kind: 'nights', window: 28, counted: 28, dry: 15, wet: 8, veryWet: 3, missing: 2 },
  { id: 'f5', kind: 'dryStreak', nights: 4 },
  { id: 'f6', kind: 'lastEntry', daysAgo: 1 },
  { id: 'f7', kind: 'technicalErrors', window: 28, count: 3, open: 1 },
  { id: 'f8', kind: 'quote', source: 'technicalError', daysAgo: 6, text: 'Sensor lost' },
  { id: 'f9', kind: 'intervention', name: 'Phone call', startedDaysAgo: 12, endedDaysAgo: null },
  { id: 'f10', kind: 'messages', window: 28, sent: 4, read: 3 },
  {
    id: 'f11',
    kind: 'treatmentPrediction',
    madeDaysAgo: 0,
    successful: 45,
    partly: 20,
    notSuccessful: 15,
    dropout: 20,
  },
  {
    id: 'f12',
    kind: 'factor',
    feature: 'wetShareWeeks2to4',
    label: 'Wet nights in weeks 2–4',
    direction: 'raises',
    value: '60 %',
  },
  {
    id: 'f13',
    kind: 'factor',
    feature: 'dryRun',
    label: 'Dry nights in a row so far',
    direction: 'lowers',
    value: '4',
  },
];

const generic: NoteFact[] = [
  { id: 'f1', kind: 'patient', age: 71, sex: 'female' },
  { id: 'f2', kind: 'period', flavour: 'generic', day: 120 },
  {
    id: 'f3',
    kind: 'measurement',
    variable: 'WEIGHT',
    unit: 'kg',
    latest: 82.4,
    latestDaysAgo: 0,
    window: 14,
    mean: 81.9,
    previousMean: 80.1,
    level: 'high',
  },
  {
    id: 'f4',
    kind: 'measurement',
    variable: 'SPO2',
    unit: '%',
    latest: 91,
    latestDaysAgo: 2,
    window: 14,
    mean: null,
    previousMean: null,
    level: 'unknown',
  },
  { id: 'f5', kind: 'hospitalStay', admittedDaysAgo: 40, days: 5, ongoing: false },
  { id: 'f6', kind: 'hospitalStay', admittedDaysAgo: 2, days: 2, ongoing: true },
  { id: 'f7', kind: 'intervention', name: 'Diuretic change', startedDaysAgo: -3, endedDaysAgo: -10 },
  { id: 'f8', kind: 'hospitalizationPrediction', madeDaysAgo: 3, horizonDays: 14, risk: 23 },
];

describe('templateNote', () => {
  it('writes a bedwetting note in English from the facts, each sentence citing its own', () => {
    const note = templateNote(bedwetting, 'en');
    expect(note.map((sentence) => sentence.text)).toEqual([
      '8-year-old boy, day 35 of the alarm treatment.',
      'Last 14 nights: 9 dry, 3 wet, 1 very wet, 1 not recorded.',
      'Last 28 nights: 15 dry, 8 wet, 3 very wet, 2 not recorded.',
      'Dry for the last 4 nights in a row.',
      'Last entry yesterday.',
      '3 technical errors in the last 28 days, 1 not fixed yet.',
      'Technical error reported 6 days ago: “Sensor lost”.',
      'Intervention “Phone call” started 12 days ago.',
      '4 messages sent to the family in the last 28 days, 3 read.',
      'AI prediction (today): successful 45 %, partly successful 20 %, not successful 15 %, drop out 20 %.',
      "The AI's estimate is raised most by Wet nights in weeks 2–4 (60 %); lowered most by Dry nights in a row so far (4).",
    ]);
    expect(note[0]?.facts).toEqual(['f1', 'f2']);
    expect(note.at(-1)?.facts).toEqual(['f12', 'f13']);
  });

  it('writes a generic note in German with German numbers', () => {
    const note = templateNote(generic, 'de').map((sentence) => sentence.text);
    expect(note).toEqual([
      'Frau, 71 Jahre, seit 120 Tagen zu Hause überwacht.',
      'Gewicht: zuletzt 82,4 kg, Mittel 81,9 kg in den letzten 14 Tagen (80,1 kg in den 14 Tagen davor); der letzte Wert ist hoch.',
      'Sauerstoffsättigung: zuletzt 91 % (vor 2 Tagen).',
      'Krankenhausaufenthalt von 5 Tagen, aufgenommen vor 40 Tagen.',
      'Im Krankenhaus, aufgenommen vor 2 Tagen.',
      'Intervention „Diuretic change“ beginnt in 3 Tagen, endet in 10 Tagen.',
      'KI-Risiko eines Krankenhausaufenthalts innerhalb von 14 Tagen: 23 % (vor 3 Tagen).',
    ]);
  });

  it('in every language writes only numbers of the facts each sentence cites, with nothing left unfilled', () => {
    for (const language of LANGUAGES)
      for (const facts of [bedwetting, generic]) {
        const note = templateNote(facts, language);
        expect(verifySentences(note, facts, language), language).toEqual({ ok: true });
        for (const sentence of note) expect(sentence.text, language).not.toMatch(/[{}]|undefined|NaN/);
        for (const fact of facts)
          expect(describeFact(fact, language), language).not.toMatch(/[{}]|undefined/);
      }
  });

  it('says that treatment has not started in every language', () => {
    expect(notStartedText('en')).toBe('have not started treatment yet');
    for (const language of LANGUAGES) expect(notStartedText(language)).not.toBe('');
  });

  it('counts technical errors in the plural form of the count, in two languages', () => {
    const one: NoteFact = { id: 'f1', kind: 'technicalErrors', window: 28, count: 1, open: 1 };
    const three: NoteFact = { ...one, count: 3, open: 0 };
    expect(describeFact(one, 'en')).toBe('1 technical error in the last 28 days, 1 not fixed yet.');
    expect(describeFact(three, 'en')).toBe('3 technical errors in the last 28 days, all fixed.');
    expect(describeFact(one, 'de')).toBe(
      '1 technischer Fehler in den letzten 28 Tagen, 1 noch nicht behoben.',
    );
    expect(describeFact(three, 'de')).toBe('3 technische Fehler in den letzten 28 Tagen, alle behoben.');
  });

  it('names the patient app’s known errors in the reader’s language and quotes other texts as sent', () => {
    const quote = (text: string): NoteFact => ({
      id: 'f1',
      kind: 'quote',
      source: 'technicalError',
      daysAgo: 2,
      text,
    });
    expect(describeFact(quote('Low battery'), 'de')).toBe(
      'Technischer Fehler gemeldet vor 2 Tagen: „Akku schwach“.',
    );
    expect(describeFact(quote('Low battery'), 'en')).toContain('Low battery');
    expect(describeFact(quote('Kabel kaputt'), 'sv')).toContain('Kabel kaputt');
    for (const language of LANGUAGES)
      if (language !== 'en')
        expect(describeFact(quote('Low battery'), language)).not.toContain('Low battery');
  });
});
