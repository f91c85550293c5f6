import { Text } from '@mantine/core';
import { groupAiFactors, type LatestAiPrediction } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { aiPercent } from '../../components/status/aiPercent.ts';
import { useAiFactors } from './aiFactorsApi.ts';
import { AiFactorTable } from './AiFactorTable.tsx';
import { scoreFreshnessText } from './scoreFreshness.ts';

/** How many clinical factors the printed summary names: the largest, as the factors dialog lists them first. */
const SUMMARY_FACTORS = 5;

/**
 * The AI risk score for a printed summary: the percentage, the day it is for (and why it is stale),
 * when it was made, and the factors that moved it most.
 */
export function AiScoreSummary({ prediction }: { prediction: LatestAiPrediction | null }) {
  const { t } = useTranslation();
  const factors = useAiFactors(prediction?.idaiPredictions ?? null);
  if (!prediction) return <Text size="sm">{t('ai.panel.noPrediction')}</Text>;
  // The clinical factors, as the factors dialog shows them (correlated features summed).
  const shown = groupAiFactors(factors.data ?? []).slice(0, SUMMARY_FACTORS);
  return (
    <>
      <Text size="sm" data-testid="summary-ai-score">
        {t('ai.panel.riskScore')}: <b>{aiPercent(prediction.riskScore)}</b> ·{' '}
        {scoreFreshnessText(t, prediction)} · {t('summary.madeAt', { time: prediction.madeAt.slice(0, 10) })}
      </Text>
      {shown.length > 0 && (
        <AiFactorTable factors={shown} testId="summary-ai-factors" fz="xs" verticalSpacing={2} mt={4} />
      )}
    </>
  );
}
