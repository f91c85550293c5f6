/**
 * Parameters of the chronic-care model (heart failure and dialysis patients measuring at home).
 * Rates are per day; values in the units of the variable (kg, mmHg, bpm, %, °C).
 */
export const MEASURED_VARIABLES = [
  'WEIGHT',
  'SYSTOLIC_BP',
  'DIASTOLIC_BP',
  'PULSE',
  'SPO2',
  'TEMPERATURE',
  'DRY_WEIGHT_DEVIATION',
] as const;
export type MeasuredVariable = (typeof MEASURED_VARIABLES)[number];

/** Vascular access codes of docs/requirements/patients.md#vascular-access; the index is the stored value. */
export const ACCESS_TYPES = [
  'AV Fistula',
  'Graft',
  'Hybrid F/G',
  'Port',
  'DP Cath',
  'Tunneled Cath',
  'Temporary Cath',
] as const;
export type AccessType = 0 | 1 | 2 | 3 | 4 | 5 | 6;
/** A peritoneal-dialysis catheter: dialysis every day at home, so no interdialytic weight saw-tooth. */
export const PERITONEAL_ACCESS: AccessType = 4;

export const COHORTS = ['heart-failure', 'dialysis'] as const;
export type Cohort = (typeof COHORTS)[number];

export type EpisodeKind = 'fluid' | 'infection';

/** Change of each variable per unit of episode load (load = severity × how far into the episode). */
export const EPISODE_EFFECTS: Record<
  EpisodeKind,
  Record<Exclude<MeasuredVariable, 'DRY_WEIGHT_DEVIATION'>, number>
> = {
  // Fluid overload (decompensated heart failure, missed dialysis): weight up, lungs wet, SpO2 down.
  fluid: { WEIGHT: 2.5, SYSTOLIC_BP: 8, DIASTOLIC_BP: 4, PULSE: 10, SPO2: -3, TEMPERATURE: 0 },
  // Infection (pneumonia, access or catheter infection): fever, tachycardia, falling pressure.
  infection: { WEIGHT: 0.4, SYSTOLIC_BP: -12, DIASTOLIC_BP: -7, PULSE: 18, SPO2: -4, TEMPERATURE: 1.6 },
};

export const GENERIC = {
  dialysisShare: 0.4,
  /** Men predominate in both heart failure and dialysis cohorts. */
  maleShare: 0.58,
  /** Age today: normal, clamped. */
  age: { mean: 70, sd: 11, min: 35, max: 95 },
  /** Body mass (dry) in kg: normal by sex, clamped. */
  weightKg: { Male: [86, 15], Female: [72, 14], min: 45, max: 160 },
  /** Dialysis patients run higher pressures (volume, stiff arteries); heart failure lower (drugs, pump). */
  systolic: { 'heart-failure': [124, 14], dialysis: [142, 17] },
  /** Diastolic baseline = slope × systolic + normal(intercept, sd). */
  diastolic: { slope: 0.52, intercept: 6, sd: 5 },
  pulse: [74, 9],
  spo2: [96, 1.3],
  /** COPD lowers resting saturation. */
  spo2Copd: -2.5,
  temperature: [36.7, 0.2],
  /** Resting values outside these would not be a stable outpatient; the tails of the normals are cut. */
  restingBounds: { systolic: [95, 185], pulse: [50, 105], spo2: [88, 99], temperature: [36.2, 37.2] },
  /** Day-to-day noise (sd) of a home measurement around the patient's current state. */
  noise: { WEIGHT: 0.3, SYSTOLIC_BP: 8, DIASTOLIC_BP: 5, PULSE: 5, SPO2: 0.8, TEMPERATURE: 0.2 },
  /** Fluid status drifts as AR(1): fluid = coefficient × yesterday + normal(0, sd). */
  fluidAutoregression: 0.7,
  fluidSd: 0.3,
  /** True dry body mass drifts slowly (appetite, muscle loss): random walk sd per day. */
  bodyMassDriftSd: 0.03,
  /** Haemodialysis patients gain this much fluid per day between sessions (log-normal median, sd). */
  interdialyticGain: [0.8, 0.3],
  /** Dry weight is reviewed every so many days, to the nearest 0.5 kg of true body mass. */
  dryWeightReviewDays: [28, 56],
  /** After a hospital stay the dry weight is lowered with this probability, by 0.5–1.5 kg. */
  dryWeightLoweredAfterStay: 0.6,
  adherenceLogOddsMean: 1.5,
  adherenceLogOddsSd: 1.0,
  /** Probability of a day without measurements: base + slope × (1 − adherence). */
  missingDay: [0.03, 0.3],
  /** One device's reading (scale, cuff, oximeter) missing on a measured day. */
  missingValue: 0.03,
  /** Most patients take their temperature only now and then. */
  missingTemperature: 0.35,
  /** Frailty multiplies episode and admission rates: log-normal with median 1. */
  frailtySdLog: 0.5,
  /** Deterioration episodes per day at frailty 1. */
  episodeRate: { 'heart-failure': 1 / 100, dialysis: 1 / 120 },
  episodeDays: [5, 14],
  episodeSeveritySdLog: 0.35,
  episodeKinds: [
    ['fluid', 0.7],
    ['infection', 0.3],
  ],
  /** After an episode resolves at home its load halves every day. */
  recoveryFactor: 0.5,
  /** Admissions per day: base × frailty, + load × this, + a raised rate for 30 days after discharge. */
  admissionBase: 0.0008,
  admissionPerLoad: 0.05,
  readmissionWindowDays: 30,
  readmissionRate: 0.006,
  /** Length of stay in days: log-normal, median 5 (typical heart-failure stay), clamped 1–30. */
  lengthOfStay: [5, 0.5],
  /** Share of patients enrolled before the simulated history began (long-term monitoring). */
  enrolledBeforeHistory: 0.6,
  /** Vascular access of dialysis patients: fistula first, as guidelines urge. */
  accessWeights: [
    [0, 0.55],
    [1, 0.15],
    [2, 0.02],
    [3, 0.03],
    [4, 0.1],
    [5, 0.12],
    [6, 0.03],
  ],
  /** ICD-10-CM codes: the cohort's defining code, then comorbidities with their prevalence. */
  diagnoses: {
    'heart-failure': [
      ['I50.9', 1],
      ['I10', 0.6],
      ['E11.9', 0.35],
      ['J44.9', 0.2],
    ],
    dialysis: [
      ['N18.6', 1],
      ['I10', 0.8],
      ['E11.9', 0.45],
      ['I50.9', 0.3],
      ['J44.9', 0.1],
    ],
  },
} as const;
