import { Table, Text } from '@mantine/core';
import type { LatestAiPrediction } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { aiPercent } from '../../components/status/aiPercent.ts';
import { useAiFactors } from './aiFactorsApi.ts';
import { factorName, factorValue } from './factorText.ts';
import { scoreFreshnessText } from './scoreFreshness.ts';

/** How many factors the printed summary names: the largest, as the factors dialog lists them first. */
const SUMMARY_FACTORS = 5;

/**
 * The AI risk score for a printed summary: the percentage, the day it is for (and why it is stale),
 * when it was made, and the factors that moved it most.
 */
export function AiScoreSummary({ prediction }: { prediction: LatestAiPrediction | null }) {
  const { t, i18n } = useTranslation();
  const factors = useAiFactors(prediction?.idaiPredictions ?? null);
  if (!prediction) return <Text size="sm">{t('ai.panel.noPrediction')}</Text>;
  const shown = (factors.data ?? []).slice(0, SUMMARY_FACTORS);
  return (
    <>
      <Text size="sm" data-testid="summary-ai-score">
        {t('ai.panel.riskScore')}: <b>{aiPercent(prediction.riskScore)}</b> ·{' '}
        {scoreFreshnessText(t, prediction)} · {t('summary.madeAt', { time: prediction.madeAt.slice(0, 10) })}
      </Text>
      {shown.length > 0 && (
        <Table fz="xs" verticalSpacing={2} mt={4} data-testid="summary-ai-factors">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('ai.factors.feature')}</Table.Th>
              <Table.Th>{t('ai.factors.value')}</Table.Th>
              <Table.Th>{t('ai.factors.effect')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((factor) => (
              <Table.Tr key={factor.featureName}>
                <Table.Td>{factorName(factor.featureName, i18n.language)}</Table.Td>
                <Table.Td>{factorValue(factor, t, i18n.language)}</Table.Td>
                <Table.Td>
                  {factor.featureValue >= 0 ? t('ai.factors.raises') : t('ai.factors.lowers')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
