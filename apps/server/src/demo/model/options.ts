/** Where in the cohort and in time a patient is generated. */
export interface GenerateOptions {
  /** Position of the patient in the cohort. */
  index: number;
  /** The UTC day of generation; nothing is dated on or after it. */
  today: Date;
  /**
   * Length of the simulated history in days: children register within it; chronic-care patients
   * have their measurements within it, most of them enrolled earlier.
   */
  historyDays: number;
  /** Register (enrol) exactly this many days before today instead of a drawn day (benchmarks). */
  startDaysAgo?: number;
}
