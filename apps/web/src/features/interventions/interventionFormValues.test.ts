import type { Intervention, PatientIntervention } from '@vigil/domain';
import { describe, expect, it } from 'vitest';
import { checkInterventionForm, formValuesOf } from './interventionFormValues.ts';

const catalogue: Intervention[] = [
  { idintervention: 1, name: 'Visit', description: '', type: 'One day intervention', nameLanguage: 'Visit' },
  { idintervention: 2, name: 'Drug', description: '', type: 'Start and end date', nameLanguage: 'Drug' },
];
const values = {
  interventionId: '2',
  comment: 'Desmopressin',
  startDate: '2026-03-01',
  endDate: '2026-03-20',
};

describe('intervention dialog', () => {
  it('sends the chosen intervention with both dates', () => {
    expect(checkInterventionForm(values, 7, catalogue)).toEqual({
      ok: true,
      body: {
        intervention: { idintervention: 2 },
        patientId: 7,
        comment: 'Desmopressin',
        startDate: '2026-03-01',
        endDate: '2026-03-20',
      },
    });
  });

  it('a one-day intervention sends its start as its end', () => {
    const check = checkInterventionForm({ ...values, interventionId: '1' }, 7, catalogue);
    expect(check).toMatchObject({ ok: true, body: { startDate: '2026-03-01', endDate: '2026-03-01' } });
  });

  it('points at the field the spec’s message is about', () => {
    expect(checkInterventionForm({ ...values, interventionId: null }, 7, catalogue)).toMatchObject({
      ok: false,
      message: 'Please fill in all the fields',
      field: 'interventionId',
    });
    expect(checkInterventionForm({ ...values, comment: ' ' }, 7, catalogue)).toMatchObject({
      field: 'comment',
    });
    expect(checkInterventionForm({ ...values, startDate: '' }, 7, catalogue)).toMatchObject({
      field: 'startDate',
    });
    expect(checkInterventionForm({ ...values, endDate: '2026-02-01' }, 7, catalogue)).toMatchObject({
      message: 'Error, wrong date',
      field: 'endDate',
    });
  });

  it('an ongoing intervention has no end', () => {
    expect(checkInterventionForm({ ...values, endDate: '' }, 7, catalogue)).toMatchObject({
      ok: true,
      body: { endDate: null },
    });
  });

  it('opens a stored record with its values', () => {
    const record: PatientIntervention = {
      idinterventionPatient: 5,
      intervention: catalogue[1]!,
      patient: { idpatient: 7, fullName: 'Ebba Lind' },
      patientId: 7,
      comment: 'c',
      startDate: '2026-01-01',
      endDate: null,
      createdAt: '2026-01-01T10:00:00.000Z',
      createdBy: null,
    };
    expect(formValuesOf(record)).toEqual({
      interventionId: '2',
      comment: 'c',
      startDate: '2026-01-01',
      endDate: '',
    });
  });
});
