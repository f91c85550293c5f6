import { calendarDateSchema } from '../calendar-date.ts';
import { decimalText } from '../ids.ts';
import { z } from 'zod';

/** docs/requirements/statistics.md#statistics-constants and the statistics decisions (docs/decisions.md). */
export const STATISTICS = {
  /** A row's nurse, group or cohort that stands for every one of them. */
  all: '*',
  /** The patients flagged on a date: the k with the highest risk of their row. */
  kValues: [5, 10, 20],
  costPerDay: 2700,
  pageSize: 100,
  chart: { width: 450, height: 300 },
} as const;

const day = calendarDateSchema();

export const statisticsGroupSchema = z.object({
  id: z.number().int(),
  nurseName: z.string(),
  groupName: z.string(),
  cohort: z.string(),
  atK: z.number().int(),
});
export type StatisticsGroup = z.infer<typeof statisticsGroupSchema>;

export const STATISTICS_COMPARE = ['NO_GROUP_BY', 'MAIN_GROUP', 'NURSE', 'COHORT'] as const;
export type StatisticsCompare = (typeof STATISTICS_COMPARE)[number];

/** POST /statisticshospitalizations: the Main View's form; an absent filter means all. */
export const statisticsQuerySchema = z.object({
  startDate: day,
  endDate: day,
  nurseName: z.string().max(200).nullish(),
  groupName: z.string().max(200).nullish(),
  cohort: z.string().max(50).nullish(),
  atK: decimalText(z.coerce.number().int().min(1).max(1000).nullish()),
  groupByRadioButton: z.enum(STATISTICS_COMPARE).default('NO_GROUP_BY'),
  /** Weeks summed into one row, from the start date (1: every week its own row). */
  nbrWeeks: decimalText(z.coerce.number().int().min(1).max(520).default(1)),
});
export type StatisticsQuery = z.input<typeof statisticsQuerySchema>;

/** One aggregate row (docs/requirements/statistics.md#statistics-fields): what the flagged patients of a group did in the horizon after a date. */
export const statisticsRowSchema = z.object({
  nurseName: z.string(),
  groupName: z.string(),
  cohort: z.string(),
  numberPatients: z.number().int(),
  date: day,
  atK: z.number().int(),
  truePositive: z.number().int(),
  falsePositive: z.number().int(),
  falseNegative: z.number().int(),
  /** The patients seen, summed over the row's dates: the base rate's denominator. */
  patientsSeen: z.number().int(),
  /** The true positives a random top-k would have had, expected: Σ min(k, seen) × positives / seen. */
  randomTruePositive: z.number(),
  /** When the row's latest date was computed (ISO), null for figures computed before this was kept. */
  computedAt: z.string().nullable(),
});
export type StatisticsRow = z.infer<typeof statisticsRowSchema>;

/** Min/max dates: a two-element array, empty while nothing has been computed. */
export const minMaxDatesSchema = z.union([z.tuple([day, day]), z.tuple([])]);

/** GET /statisticsuniquehospitalizations/{start}/{end}: hospital stays per cohort. */
export const uniqueHospitalizationsSchema = z.object({
  cohorts: z.array(z.string()),
  numberOfHospitalizedPatients: z.record(z.string(), z.number().int()),
  numberOfHospitalizations: z.record(z.string(), z.number().int()),
  lengthOfStay: z.record(z.string(), z.number().int()),
});
export type UniqueHospitalizations = z.infer<typeof uniqueHospitalizationsSchema>;

/** Precision TP / (TP + FP), null (shown NA) when nobody was flagged. */
export const precision = ({
  truePositive: tp,
  falsePositive: fp,
}: Pick<StatisticsRow, 'truePositive' | 'falsePositive'>) => (tp + fp === 0 ? null : tp / (tp + fp));

/** Recall TP / (TP + FN), null (shown NA) when nobody was positive. */
export const recall = ({
  truePositive: tp,
  falseNegative: fn,
}: Pick<StatisticsRow, 'truePositive' | 'falseNegative'>) => (tp + fn === 0 ? null : tp / (tp + fn));

/** Base rate (TP + FN) / patients seen: the share with the event, a random pick's precision; null (NA) with nobody seen. */
export const baseRate = ({
  truePositive: tp,
  falseNegative: fn,
  patientsSeen,
}: Pick<StatisticsRow, 'truePositive' | 'falseNegative' | 'patientsSeen'>) =>
  patientsSeen === 0 ? null : (tp + fn) / patientsSeen;

/** The recall a random top-k would have had, expected; null (NA) when nobody was positive. */
export const randomRecall = ({
  truePositive: tp,
  falseNegative: fn,
  randomTruePositive,
}: Pick<StatisticsRow, 'truePositive' | 'falseNegative' | 'randomTruePositive'>) =>
  tp + fn === 0 ? null : randomTruePositive / (tp + fn);
