/** The two customer flavours: the branded bedwetting product and the generic chronic-care one. */
export const CUSTOMERS = ['bedwetting', 'generic'] as const;
export type Customer = (typeof CUSTOMERS)[number];

/** Deployment profiles: banners, the debug panel and /test endpoints exist only outside prod. */
export const APP_PROFILES = ['local', 'stage', 'test', 'prod'] as const;
export type AppProfile = (typeof APP_PROFILES)[number];

export function isTestEnvironment(profile: AppProfile): boolean {
  return profile !== 'prod';
}

/** The patient tabs beside "Other" (docs/requirements/screens-and-routes.md#routes), in their order. */
export type PatientTabName = 'calendar' | 'messages' | 'automatic' | 'interventions' | 'technical-errors';

/**
 * What a customer flavour is, read where code would otherwise branch on the customer's name: a
 * third flavour is one more object in FLAVOURS (and its tests), not one more branch in each place.
 * Its fields name what the product does, so a new flavour combines them without new code. It
 * lives beside the names because the login page reads its brand: the first screen, budgeted in
 * modules, already loads this file.
 */
export interface Flavour {
  readonly customer: Customer;
  /** The product's name (a brand: the same in every language) and the look of its mark and backdrop. */
  readonly brand: { readonly name: string; readonly look: 'night-sky' | 'pulse' };
  /**
   * How a patient is followed: a course of alarm treatment, from its first night, or monitoring
   * at home; the medical note's facts and words and the demo's cohort follow it.
   */
  readonly care: 'alarm-treatment' | 'home-monitoring';
  /** Nights are recorded: the summary draws the recent ones, FHIR publishes them as Observations. */
  readonly recordsNights: boolean;
  /** Families register on the phone with a form: patient details say when it is missing. */
  readonly registrationForm: boolean;
  /** The alarm types a treatment uses exist (the demo's reference data makes them). */
  readonly alarmTypes: boolean;
  /**
   * The model the AI scores are made with, as `ai_model.kind` names it: it decides the daily
   * predictions, "predict treatment", the demo's training and the note's prediction fact.
   */
  readonly model: 'treatment_outcome' | 'hospitalization_risk';
  /** New nights from the phone refresh the AI scores at once (the model reads the nights). */
  readonly predictsAfterNewNights: boolean;
  /** The patient tabs beside "Other": the treatment's nights, messages and the phone's errors. */
  readonly patientTabs: readonly PatientTabName[];
  /**
   * The top bar's tools over the patients list: in hospital, discharge and the variables pages
   * 1–5, whose columns the list shows; without them the list shows page 1.
   */
  readonly listTools: boolean;
  /** The product admin edits the messages sent to the families of a category. */
  readonly categoryMessages: boolean;
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

/** The hospitalization model's horizon: the risk of an admission within this many days. */
export const HOSPITALIZATION_HORIZON_DAYS = 14;

export const FLAVOURS: { readonly [C in Customer]: Flavour & { readonly customer: C } } = {
  bedwetting: {
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
    statistics: {
      event: 'dropout',
      horizonDays: DROPOUT_HORIZON_DAYS,
      inputs: ['prediction', 'night', 'outcome'],
    },
  },
  generic: {
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
