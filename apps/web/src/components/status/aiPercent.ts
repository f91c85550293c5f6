/** docs/requirements/ai.md#ai-percentages: AI percentages are value × 100 without decimals. */
export function aiPercent(score: number | null | undefined): string {
  return score == null ? '–' : `${Math.round(score * 100)} %`;
}
