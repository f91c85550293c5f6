import { describe, expect, it } from 'vitest';
import { nightCalendarSchema, type CalendarNight, type NightCalendar } from '@vigil/domain';
import { toCsv } from '../../components/export/csv.ts';
import { calendarNight } from '../../test/fixtures.ts';
import { translator } from '../../test/translator.ts';
import { nightsCsv } from './nightsCsv.ts';

const month = (name: string, nights: CalendarNight[]): NightCalendar =>
  nightCalendarSchema.parse({
    month: name,
    today: '2026-11-02',
    timezone: 'Europe/Berlin',
    firstNight: '2026-10-30',
    nights,
    counts: { dry: 0, wet: 0, veryWet: 0, missing: 0, technicalError: 0 },
  });

const october = month('2026-10', [
  calendarNight('2026-10-29', 'beforeStart'),
  // Recorded before the first counted night: the calendar shows it, so the file does.
  { ...calendarNight('2026-10-30', 'beforeStart'), recordedAt: '2026-10-30T05:00:00.000Z' },
  {
    ...calendarNight('2026-10-31', 'wet'),
    value: 1,
    wokeUp: true,
    selfWokeUp: false,
    timeStampWokeUp: '2026-10-31T01:20:00.000Z',
    wetSecondTime: true,
    recordedAt: '2026-10-31T06:05:00.000Z',
    corrected: true,
  },
]);
const november = month('2026-11', [
  {
    ...calendarNight('2026-11-01', 'technicalError'),
    value: 0,
    wokeUp: false,
    recordedAt: '2026-11-01T06:00:00.000Z',
    technicalErrors: [
      {
        idtechnicalError: 3,
        night: '2026-11-01',
        occurredAt: '2026-11-01T02:10:00.000Z',
        technicalErrorText: 'Sensor getrennt, erneut verbunden',
        technicalErrorFixed: false,
        fixedAt: null,
        fixedBy: null,
        source: 'phone',
      },
      {
        idtechnicalError: 4,
        night: '2026-11-01',
        occurredAt: '2026-11-01T03:00:00.000Z',
        technicalErrorText: '',
        technicalErrorFixed: true,
        fixedAt: '2026-11-01T09:00:00.000Z',
        fixedBy: 'nurse',
        source: 'phone',
      },
    ],
  },
  calendarNight('2026-11-02', 'notRecordedYet'),
  calendarNight('2026-11-03', 'future'),
]);

describe('nightsCsv', async () => {
  const t = await translator('de');

  it('writes every night of every month in German, oldest first, without days to come or empty days before the start', () => {
    const { header, rows } = nightsCsv(t, [october, november]);
    expect(header).toEqual([
      'Nacht',
      'Zustand',
      'Eintrag',
      'Aufgewacht',
      'Selbst aufgewacht',
      'Aufgewacht um',
      'Ein zweites Mal nass',
      'Korrigierter Eintrag',
      'Erfasst',
      'Erfasst (UTC)',
      'Technische Fehler',
      'Zeitzone',
    ]);
    expect(rows.map((row) => row[0])).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
    expect(rows[0]).toEqual([
      '2026-10-30',
      'Vor dem Beginn',
      'Keine Daten',
      null,
      null,
      null,
      null,
      'Nein',
      '2026-10-30 06:00',
      '2026-10-30T05:00:00.000Z',
      '',
      'Europe/Berlin',
    ]);
    // Times on the patient's clock (Berlin, UTC+1 after the end of summer time).
    expect(rows[1]).toEqual([
      '2026-10-31',
      'Nass',
      'Nass',
      'Ja',
      'Nein',
      '02:20',
      'Ja',
      'Ja',
      '2026-10-31 07:05',
      '2026-10-31T06:05:00.000Z',
      '',
      'Europe/Berlin',
    ]);
    expect(rows[2]?.slice(0, 3)).toEqual(['2026-11-01', 'Technischer Fehler', 'Trocken']);
    expect(rows[2]?.[10]).toBe(
      '03:10 Sensor getrennt, erneut verbunden (Nicht behoben); 04:00 Keine Beschreibung (Behoben)',
    );
    expect(rows[3]).toEqual([
      '2026-11-02',
      'Noch nicht erfasst',
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      '',
      'Europe/Berlin',
    ]);
    // An error's text with a comma is quoted, as RFC 4180 asks.
    expect(toCsv(header, rows)).toContain(',"03:10 Sensor getrennt, erneut verbunden (Nicht behoben); ');
  });
});
