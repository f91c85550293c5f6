import { describe, expect, it } from 'vitest';
import {
  isCalendarDate,
  patientInterventionDates,
  type PatientInterventionInput,
} from './patient-interventions.ts';
import { INTERVENTION_MESSAGES } from './messages.ts';

const complete = {
  intervention: { idintervention: 3 },
  comment: 'Started desmopressin 0.2 mg',
  startDate: '2026-03-02',
  endDate: '2026-03-30',
};

describe('patient intervention form', () => {
  it('a complete start-and-end intervention keeps both dates', () => {
    expect(patientInterventionDates(complete, 'Start and end date')).toEqual({
      ok: true,
      startDate: '2026-03-02',
      endDate: '2026-03-30',
    });
  });

  it('a start-and-end intervention may go on without an end', () => {
    expect(patientInterventionDates({ ...complete, endDate: null }, 'Start and end date')).toMatchObject({
      ok: true,
      endDate: null,
    });
    expect(patientInterventionDates({ ...complete, endDate: ' ' }, 'Start and end date')).toMatchObject({
      ok: true,
      endDate: null,
    });
  });

  it('start and end on the same day is allowed', () => {
    const sameDay = { ...complete, endDate: complete.startDate };
    expect(patientInterventionDates(sameDay, 'Start and end date').ok).toBe(true);
  });

  it('a one-day intervention ends the day it starts', () => {
    expect(patientInterventionDates({ ...complete, endDate: '2020-01-01' }, 'One day intervention')).toEqual({
      ok: true,
      startDate: '2026-03-02',
      endDate: '2026-03-02',
    });
  });

  const missing: [string, Partial<PatientInterventionInput>][] = [
    ['no intervention', { intervention: undefined }],
    ['an intervention without id', { intervention: {} }],
    ['no comment', { comment: undefined }],
    ['a blank comment', { comment: '   ' }],
    ['no start date', { startDate: undefined }],
    ['an empty start date', { startDate: '' }],
  ];
  for (const [name, change] of missing) {
    it(`${name}: '${INTERVENTION_MESSAGES.fillAllFields}'`, () => {
      expect(patientInterventionDates({ ...complete, ...change }, 'Start and end date')).toEqual({
        ok: false,
        message: INTERVENTION_MESSAGES.fillAllFields,
      });
    });
  }

  const wrong: [string, Partial<typeof complete>][] = [
    ['start after end', { startDate: '2026-03-31', endDate: '2026-03-30' }],
    ['a start that is no date', { startDate: '2026-02-30' }],
    ['an end that is no date', { endDate: 'tomorrow' }],
  ];
  for (const [name, change] of wrong) {
    it(`${name}: '${INTERVENTION_MESSAGES.wrongDate}'`, () => {
      expect(patientInterventionDates({ ...complete, ...change }, 'Start and end date')).toEqual({
        ok: false,
        message: INTERVENTION_MESSAGES.wrongDate,
      });
    });
  }

  it('recognises real calendar days only', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-3-1')).toBe(false);
  });
});
