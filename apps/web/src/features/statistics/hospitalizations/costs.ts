/** Hospital stay costs in millions of dollars: days in hospital × cost per day. */
export const costMusd = (lengthOfStay: number, costPerDay: number): number =>
  (lengthOfStay * costPerDay) / 1_000_000;

/** A number with its thousands separated by spaces (docs/requirements/statistics.md#hospitalizations) and a point before the decimals. */
export function spacedThousands(value: number, decimals: number): string {
  const [whole = '0', fraction] = Math.abs(value).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}
