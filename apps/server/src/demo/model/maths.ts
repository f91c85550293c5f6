/** The number limited to [low, high]. */
export function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/** The logistic function: log-odds to probability. */
export function logistic(logOdds: number): number {
  return 1 / (1 + Math.exp(-logOdds));
}

/** Probability to log-odds. */
export function logit(probability: number): number {
  return Math.log(probability / (1 - probability));
}
