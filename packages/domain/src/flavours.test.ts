import { describe, expect, it } from 'vitest';
import {
  CUSTOMERS,
  DROPOUT_HORIZON_DAYS,
  flavourOf,
  FLAVOURS,
  HOSPITALIZATION_HORIZON_DAYS,
} from './flavours.ts';

describe('the flavours', () => {
  it('every customer is one flavour, named by it', () => {
    expect(Object.keys(FLAVOURS)).toEqual([...CUSTOMERS]);
    for (const customer of CUSTOMERS) expect(flavourOf(customer).customer).toBe(customer);
  });

  it('bedwetting is the branded alarm treatment: nights, the treatment model, dropouts', () => {
    expect(flavourOf('bedwetting')).toEqual({
      customer: 'bedwetting',
      brand: { name: 'Vigil Dry Nights', look: 'night-sky' },
      care: 'alarm-treatment',
      recordsNights: true,
      registrationForm: true,
      alarmTypes: true,
      model: 'treatment_outcome',
      predictsAfterNewNights: true,
      patientTabs: ['calendar', 'messages', 'automatic', 'interventions', 'technical-errors'],
      listTools: false,
      categoryMessages: true,
      statistics: { event: 'dropout', horizonDays: 28, inputs: ['prediction', 'night', 'outcome'] },
    });
  });

  it('generic is home monitoring: measurements, the hospitalization model, the list tools', () => {
    expect(flavourOf('generic')).toEqual({
      customer: 'generic',
      brand: { name: 'Vigil', look: 'pulse' },
      care: 'home-monitoring',
      recordsNights: false,
      registrationForm: false,
      alarmTypes: false,
      model: 'hospitalization_risk',
      predictsAfterNewNights: false,
      patientTabs: [],
      listTools: true,
      categoryMessages: false,
      statistics: { event: 'hospitalization', horizonDays: 14, inputs: ['prediction', 'stay'] },
    });
  });

  it('each flavour holds together', () => {
    for (const flavour of Object.values(FLAVOURS)) {
      // The calendar and predicting from new nights both need the nights.
      if (flavour.patientTabs.includes('calendar')) expect(flavour.recordsNights).toBe(true);
      if (flavour.predictsAfterNewNights) expect(flavour.recordsNights).toBe(true);
      // The statistics rank the model's stored score against the event it predicts, over its horizon.
      expect(flavour.statistics).toMatchObject(
        flavour.model === 'treatment_outcome'
          ? { event: 'dropout', horizonDays: DROPOUT_HORIZON_DAYS }
          : { event: 'hospitalization', horizonDays: HOSPITALIZATION_HORIZON_DAYS },
      );
    }
    const brands = Object.values(FLAVOURS).map((flavour) => flavour.brand.name);
    expect(new Set(brands).size).toBe(brands.length);
  });
});
