/**
 * How good a model's scores are, on rows it was not trained on: discrimination (AUC), accuracy of
 * the probabilities (Brier score, calibration by decile) and what a reviewer catches when looking
 * at the top of the list (precision and recall at a share of the patients).
 */

/** Area under the ROC curve: the chance a positive row scores above a negative one (ties count half). */
export function auc(scores: readonly number[], positive: readonly boolean[]): number {
  const order = scores.map((_, index) => index).sort((a, b) => scores[a]! - scores[b]!);
  let positives = 0;
  let rankSum = 0;
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && scores[order[end + 1]!] === scores[order[start]!]) end++;
    const averageRank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k++) {
      if (positive[order[k]!]) {
        positives++;
        rankSum += averageRank;
      }
    }
    start = end + 1;
  }
  const negatives = order.length - positives;
  if (positives === 0 || negatives === 0) return NaN;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

/** Mean squared error of the probabilities: Σ over classes of (p − observed)², averaged over rows. */
export function brierScore(probabilities: readonly (readonly number[])[], labels: readonly number[]): number {
  if (labels.length === 0) return NaN;
  let total = 0;
  probabilities.forEach((row, index) => {
    row.forEach((p, k) => (total += (p - (labels[index] === k ? 1 : 0)) ** 2));
  });
  return total / labels.length;
}

/** The Brier score of one probability per row: the mean of (p − observed)². */
export function binaryBrierScore(predicted: readonly number[], positive: readonly boolean[]): number {
  if (predicted.length === 0) return NaN;
  return (
    predicted.reduce((total, p, index) => total + (p - (positive[index] ? 1 : 0)) ** 2, 0) / predicted.length
  );
}

export interface CalibrationBin {
  readonly meanPredicted: number;
  readonly observed: number;
  readonly count: number;
}

/** Rows sorted by predicted probability in ten bins of (nearly) equal size: predicted against observed. */
export function calibrationByDecile(
  predicted: readonly number[],
  positive: readonly boolean[],
): CalibrationBin[] {
  const order = predicted.map((_, index) => index).sort((a, b) => predicted[a]! - predicted[b]!);
  const bins: CalibrationBin[] = [];
  for (let decile = 0; decile < 10; decile++) {
    const slice = order.slice(
      Math.floor((decile * order.length) / 10),
      Math.floor(((decile + 1) * order.length) / 10),
    );
    if (slice.length === 0) continue;
    const sum = (pick: (index: number) => number) => slice.reduce((total, index) => total + pick(index), 0);
    bins.push({
      meanPredicted: sum((index) => predicted[index]!) / slice.length,
      observed: sum((index) => (positive[index] ? 1 : 0)) / slice.length,
      count: slice.length,
    });
  }
  return bins;
}

/** Of the top `share` of rows by score, the part that is positive (precision) and the part of all positives caught (recall). */
export function atTopShare(
  scores: readonly number[],
  positive: readonly boolean[],
  share: number,
): { precision: number; recall: number } {
  const reviewed = Math.max(1, Math.round(scores.length * share));
  const order = scores.map((_, index) => index).sort((a, b) => scores[b]! - scores[a]!);
  const caught = order.slice(0, reviewed).filter((index) => positive[index]).length;
  const positives = positive.filter(Boolean).length;
  return { precision: caught / reviewed, recall: positives ? caught / positives : NaN };
}
