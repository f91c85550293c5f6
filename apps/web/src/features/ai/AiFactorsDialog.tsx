import { Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { groupAiFactors, type LatestAiPrediction } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { LazyBarDiagram } from '../../components/charts/LazyBarDiagram.tsx';
import { TableFrame } from '../../components/TableFrame.tsx';
import { useAiFactors, useAiScoreCertainty } from './aiFactorsApi.ts';
import { AiFactorTable, GROUP_LABELS } from './AiFactorTable.tsx';
import { scoreFreshnessText } from './scoreFreshness.ts';

/** docs/requirements/constants.md#charts-and-sizes: the AI factors dialog's chart is 600 × 400. */
const CHART_WIDTH = 600;
const CHART_HEIGHT = 400;
/** The chart stays readable with this many bars; the table below lists every factor. */
const CHART_BARS = 12;

export interface AiFactorsTarget {
  patientName: string;
  predictionId: number;
  /** The score's day and freshness, shown above the factors when known. */
  prediction?: LatestAiPrediction;
}

interface AiFactorsDialogProps {
  target: AiFactorsTarget | null;
  onClose: () => void;
}

/**
 * What made up a patient's AI risk score, as clinical factors (correlated features summed, all
 * missing data one factor): the largest as bars, every factor in a table with its features, and
 * the score's range when the model is unsure.
 */
export function AiFactorsDialog({ target, onClose }: AiFactorsDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={target ? t('ai.factors.title', { name: target.patientName }) : ''}
      size={CHART_WIDTH + 64}
    >
      {target?.prediction && (
        <Text size="sm" c="gray.7" mb="xs" data-testid="ai-factors-score-day">
          {scoreFreshnessText(t, target.prediction)}
        </Text>
      )}
      {target && <AiFactors target={target} />}
    </Modal>
  );
}

function AiFactors({ target }: { target: AiFactorsTarget }) {
  const { t } = useTranslation();
  const factors = useAiFactors(target.predictionId);
  const rows = groupAiFactors(factors.data ?? []);
  return (
    <TableFrame
      query={factors}
      isEmpty={rows.length === 0}
      emptyTitle={t('common.noData')}
      loader={{ height: CHART_HEIGHT }}
    >
      <Stack gap="sm">
        <Certainty predictionId={target.predictionId} />
        <ScrollArea
          type="auto"
          offsetScrollbars
          viewportProps={{ tabIndex: 0, 'aria-label': t('ai.factors.contribution') }}
        >
          <LazyBarDiagram
            items={rows.slice(0, CHART_BARS).map((factor) => ({
              label: t(GROUP_LABELS[factor.group]),
              value: factor.contribution,
            }))}
            valueName={t('ai.factors.contribution')}
            width={CHART_WIDTH}
            height={CHART_HEIGHT}
            label={t('ai.factors.title', { name: target.patientName })}
          />
        </ScrollArea>
        <Table.ScrollContainer
          minWidth={420}
          mah={260}
          type="native"
          tabIndex={0}
          role="region"
          aria-label={t('ai.factors.title', { name: target.patientName })}
        >
          <AiFactorTable factors={rows} testId="ai-factor-table" striped stickyHeader fz="sm" />
        </Table.ScrollContainer>
      </Stack>
    </TableFrame>
  );
}

const percent = (value: number) => `${Math.round(value * 100)} %`;

/** "Risk ≈ 60 % (41–77 %), wide: the model was trained on 256 patients". */
function Certainty({ predictionId }: { predictionId: number }) {
  const { t } = useTranslation();
  const certainty = useAiScoreCertainty(predictionId).data;
  if (!certainty) return null;
  const { riskScore, low, high, trainedOnPatients, wide } = certainty;
  const score = `${wide ? '≈ ' : ''}${percent(riskScore)}`;
  return (
    <Text size="sm" data-testid="ai-certainty" fw={wide ? 600 : 400}>
      {low !== null && high !== null
        ? t('ai.factors.certainty', { score, low: Math.round(low * 100), high: percent(high) })
        : score}
      {', '}
      {wide
        ? t('ai.factors.wide', { count: trainedOnPatients })
        : t('ai.factors.trainedOn', { count: trainedOnPatients })}
    </Text>
  );
}
