import { HOSPITALIZATION_HORIZON_DAYS } from './ai/features.ts';
import type { Customer } from './flavours.ts';

/** The patient tabs beside "Other" (docs/requirements/screens-and-routes.md#routes), in their order. */
export type PatientTabName = 'calendar' | 'messages' | 'automatic' | 'interventions' | 'technical-errors';

/**
 * What a customer flavour is, read where code would otherwise branch on the customer's name: a
 * third flavour is one more object here (and its tests), not one more branch in each place.
 * Kept apart from `flavours.ts` (the names), which the web's signed-in frame reads.
 */
export interface Flavour {
  readonly customer: Customer;
  /** The patient tabs beside "Other": the treatment's nights, messages and the phone's errors. */
  readonly patientTabs: readonly PatientTabName[];
  /** New nights from the phone refresh the AI scores at once (the model reads the nights). */
  readonly predictsAfterNewNights: boolean;
  /** The statistics admin's figures: which event the risk is measured against, and over how long. */
  readonly statistics: {
    /** The stored score ranked, and the event counted within the horizon after a date. */
    readonly event: 'hospitalization' | 'dropout';
    readonly horizonDays: number;
    /** The inputs the figures rest on: a change to any other marks no date again. */
    readonly inputs: readonly string[];
  };
}

/**
 * Bedwetting: a child seen on a date is a dropout event when the latest outcome is Drop out and
 * no treatment night is recorded from this many days after the date on — the silence may already
 * be under way on the date (decisions: statistics, what a dropout is on a date).
 */
export const DROPOUT_HORIZON_DAYS = 28;

export const FLAVOURS: { readonly [C in Customer]: Flavour & { readonly customer: C } } = {
  bedwetting: {
    customer: 'bedwetting',
    patientTabs: ['calendar', 'messages', 'automatic', 'interventions', 'technical-errors'],
    predictsAfterNewNights: true,
    statistics: {
      event: 'dropout',
      horizonDays: DROPOUT_HORIZON_DAYS,
      inputs: ['prediction', 'night', 'outcome'],
    },
  },
  generic: {
    customer: 'generic',
    patientTabs: [],
    predictsAfterNewNights: false,
    statistics: {
      event: 'hospitalization',
      horizonDays: HOSPITALIZATION_HORIZON_DAYS,
      inputs: ['prediction', 'stay'],
    },
  },
};

/** The flavour a server runs. */
export function flavourOf(customer: Customer): Flavour {
  return FLAVOURS[customer];
}
