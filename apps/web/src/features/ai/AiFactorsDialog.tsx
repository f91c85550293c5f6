import { Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { AiFactor, LatestAiPrediction } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { LazyBarDiagram } from '../../components/charts/LazyBarDiagram.tsx';
import { TableFrame } from '../../components/TableFrame.tsx';
import { useAiFactors } from './aiFactorsApi.ts';
import { factorName, factorValue } from './factorText.ts';
import { scoreFreshnessText } from './scoreFreshness.ts';

/** Spec core §9: the AI factors dialog's chart is 600 × 400. */
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

/** What made up a patient's AI risk score: the largest contributions as bars, every factor in a table. */
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
  const { t, i18n } = useTranslation();
  const factors = useAiFactors(target.predictionId);
  const rows = factors.data ?? [];
  return (
    <TableFrame
      query={factors}
      isEmpty={rows.length === 0}
      emptyTitle={t('common.noData')}
      loader={{ height: CHART_HEIGHT }}
    >
      <Stack gap="sm">
        <ScrollArea type="auto" offsetScrollbars>
          <LazyBarDiagram
            items={rows.slice(0, CHART_BARS).map((factor) => ({
              label: `${factorName(factor.featureName, i18n.language)}: ${factorValue(factor, t, i18n.language)}`,
              value: factor.featureValue,
            }))}
            valueName={t('ai.factors.contribution')}
            width={CHART_WIDTH}
            height={CHART_HEIGHT}
            label={t('ai.factors.title', { name: target.patientName })}
          />
        </ScrollArea>
        <FactorTable factors={rows} />
      </Stack>
    </TableFrame>
  );
}

function FactorTable({ factors }: { factors: readonly AiFactor[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={420} mah={260} type="native">
      <Table striped fz="sm" stickyHeader data-testid="ai-factor-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('ai.factors.feature')}</Table.Th>
            <Table.Th>{t('ai.factors.value')}</Table.Th>
            <Table.Th>{t('ai.factors.effect')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {factors.map((factor) => (
            <Table.Tr key={factor.featureName}>
              <Table.Td>{factorName(factor.featureName, i18n.language)}</Table.Td>
              <Table.Td>{factorValue(factor, t, i18n.language)}</Table.Td>
              <Table.Td c={factor.featureValue > 0 ? 'red.8' : 'blue.8'}>
                {factor.featureValue > 0 ? t('ai.factors.raises') : t('ai.factors.lowers')}{' '}
                {Math.abs(factor.featureValue).toFixed(2)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
