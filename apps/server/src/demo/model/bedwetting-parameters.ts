import { KNOWN_TECHNICAL_ERRORS, type KnownTechnicalError } from '@vigil/domain';

/**
 * Parameters of the bedwetting model, in one place so docs/demo-data.md can table them. Rates
 * are per night unless named otherwise; probabilities are on the 0–1 scale.
 */
export const ALARM_TYPES = ['Body-worn alarm', 'Bed mat alarm', 'Wireless alarm'] as const;
export type AlarmType = (typeof ALARM_TYPES)[number];

// The texts the patient app sends, which the medical note translates (domain nights/messages.ts).
export const TECHNICAL_ERROR_TEXTS = KNOWN_TECHNICAL_ERRORS;
export type TechnicalErrorText = KnownTechnicalError;

interface AlarmParameters {
  /** Share of children given this alarm. */
  share: number;
  /**
   * Fall of the wet-night log-odds per week of use, before the child's own factors. Body-worn
   * alarms sit closest to the urethra and sound at the first drops, which conditions waking
   * best; a mat under the sheet needs a larger wet patch first.
   */
  weeklyDecline: number;
  /** Technical errors per night of use. */
  errorRate: number;
  /** Relative frequency of each error text. */
  errorTexts: readonly (readonly [TechnicalErrorText, number])[];
}

export const ALARMS: Record<AlarmType, AlarmParameters> = {
  'Body-worn alarm': {
    share: 0.5,
    weeklyDecline: 0.62,
    errorRate: 0.012,
    errorTexts: [
      ['Sensor disconnected', 0.5],
      ['Low battery', 0.3],
      ['Alarm did not sound', 0.2],
    ],
  },
  'Bed mat alarm': {
    share: 0.3,
    weeklyDecline: 0.46,
    errorRate: 0.025,
    errorTexts: [
      ['Sensor disconnected', 0.35],
      ['Low battery', 0.2],
      ['Alarm did not sound', 0.45],
    ],
  },
  'Wireless alarm': {
    share: 0.2,
    weeklyDecline: 0.55,
    errorRate: 0.04,
    errorTexts: [
      ['Bluetooth connection lost', 0.6],
      ['Low battery', 0.25],
      ['Sensor disconnected', 0.1],
      ['Alarm did not sound', 0.05],
    ],
  },
};

/** Errors after which the alarm stayed silent that night, so only self-waking is possible. */
export const SILENCING_ERRORS: readonly TechnicalErrorText[] = [
  'Sensor disconnected',
  'Bluetooth connection lost',
  'Alarm did not sound',
];

export const BEDWETTING = {
  /** Enuresis is about 1.5–2 times as common in boys as in girls at school age. */
  boyShare: 0.62,
  /** Age at registration, 5–15; referrals peak at early school age and fall as it resolves. */
  ageWeights: [
    [5, 12],
    [6, 14],
    [7, 14],
    [8, 13],
    [9, 11],
    [10, 10],
    [11, 8],
    [12, 6],
    [13, 5],
    [14, 4],
    [15, 3],
  ],
  /** Wet-night log-odds at start for a 5-year-old boy (probability 0.88). */
  baselineLogOdds: 2.0,
  /** Older children start drier: bladder capacity and vasopressin rhythm mature with age. */
  baselineLogOddsPerYear: -0.12,
  /** A modest shift: boys are over-represented among children who wet most nights. */
  baselineLogOddsGirl: -0.3,
  /** Child-to-child spread of the starting log-odds. */
  baselineLogOddsSd: 0.6,
  /**
   * Several alarm studies find older children respond better (motivation, maturity);
   * the factor is 1 + this × (age − 9).
   */
  responsePerYear: 0.05,
  /** Kept small: studies disagree on a sex difference in alarm response. */
  responseGirlFactor: 1.1,
  /** Log-scale spread of the child's response rate. */
  responseSdLog: 0.5,
  /** Roughly one child in six does not respond to the alarm at all (nocturnal polyuria, low capacity). */
  nonResponderShare: 0.15,
  nonResponderFactor: 0.08,
  /** Adherence latent: logistic of a normal with this mean and sd (median 0.75). */
  adherenceLogOddsMean: 1.1,
  adherenceLogOddsSd: 1.0,
  /** Only a worn, switched-on alarm teaches: the response rate is scaled by this + (1 − this) × adherence. */
  responseAdherenceFloor: 0.4,
  /** Probability a night has no entry after a recorded night: base + slope × (1 − adherence). */
  missingAfterEntry: [0.02, 0.3],
  /** After a missed night families often stay off the app for a few nights. */
  missingAfterMissing: [0.2, 0.55],
  /** Extra probability of a missing night while treatment has stalled (discouragement). */
  missingStalled: 0.08,
  /** Share of wet nights that are very wet: base + slope × (current / starting wet probability). */
  veryWet: [0.12, 0.3],
  /** Waking to the alarm on a wet night: base + slope × progress (progress = 1 − current/start). */
  wakeOnWet: [0.4, 0.5],
  /** Of the wet nights the child woke, share woken before or at the alarm by itself. */
  selfWakeOnWet: [0.05, 0.45],
  /** Waking by itself to void on a dry night; this is what success looks like. */
  selfWakeOnDry: [0.05, 0.35],
  /** Wet twice the same night: base + slope × (current / starting wet probability). */
  wetSecondTime: [0.04, 0.22],
  /** Setting up a new alarm goes wrong more often in the first week. */
  firstWeekErrorFactor: 2.5,
  /** An error older than 7 days is marked fixed with the first probability, a recent one with the second. */
  errorFixed: [0.9, 0.35],
  /** Dropout hazard per night: base + slope × (1 − adherence)². */
  dropoutBase: 0.0008,
  dropoutAdherence: 0.012,
  /** Extra dropout hazard once treatment has stalled (from week 4, wet probability ≥ 60 % of start). */
  dropoutStalled: 0.004,
  stalledFromNight: 21,
  stalledRelativeWetness: 0.6,
  /** Planned treatment length in nights: alarm treatment is usually reviewed at 10–16 weeks. */
  plannedNights: [70, 112],
  /** The usual criterion of alarm trials: 14 consecutive dry nights is success and ends treatment. */
  successDryRun: 14,
  /** Wet-night frequency down by at least half (last 14 versus first 14 nights): ICCS partial response. */
  partialReduction: 0.5,
  /** Days until staff record the outcome: after the end of treatment; after a dropout's last entry. */
  outcomeDelayDays: [0, 7],
  dropoutOutcomeDelayDays: [14, 28],
  /** Share of children also coded F98.0 (non-organic enuresis) besides N39.44. */
  nonOrganicCodeShare: 0.3,
  /** Versions of the phone app; those before 2.1.7 cannot receive messages (docs/requirements/patients.md#app-version). */
  appVersions: [
    ['2.2.0', 0.46],
    ['2.1.9', 0.4],
    ['2.1.5', 0.09],
    ['2.0', 0.05],
  ],
} as const;
