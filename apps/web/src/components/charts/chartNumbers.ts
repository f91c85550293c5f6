/**
 * A diagram's numbers (axis ticks, tooltips) as the reader's language writes them: 0,2 in German,
 * 0.2 in English; ECharts alone prints every number the English way.
 */
export function chartNumber(locale: string, maximumFractionDigits: number): (value: number) => string {
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits });
  return (value) => numbers.format(value);
}

/** A probability (0–1) in whole percent, as the AI score shows it: "46 %". */
export function chartPercent(locale: string): (probability: number) => string {
  const whole = chartNumber(locale, 0);
  return (probability) => `${whole(Math.round(probability * 100))} %`;
}
