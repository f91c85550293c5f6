import { useMemo } from 'react';
import { Alert, Modal, Stack, Table, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import {
  aiChart,
  litOutcomes,
  AI_TRAFFIC_LIGHT_OUTCOMES,
  type AiChart,
  type LatestAiPrediction,
} from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { LazySeriesDiagram } from '../../components/charts/LazySeriesDiagram.tsx';
import { aiPercent } from '../../components/status/aiPercent.ts';
import { TableFrame } from '../../components/TableFrame.tsx';
import { useAiVariableData } from './aiVariableDataApi.ts';
import { AiTrafficLight } from './AiTrafficLight.tsx';
import { OUTCOME_COLOURS, OUTCOME_KEYS } from './outcomeText.ts';
import { scoreFreshnessText } from './scoreFreshness.ts';

const CHART_HEIGHT = 320;

interface AiChartDialogProps {
  patient: { idpatient: number; fullName: string; latestAiPrediction: LatestAiPrediction | null };
  opened: boolean;
  onClose: () => void;
}

/** docs/requirements/ai.md#ai-chart: the AI chart — the four outcome probabilities over time, with each date's traffic light. */
export function AiChartDialog({ patient, opened, onClose }: AiChartDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={t('ai.chart.title', { name: patient.fullName })}
      size="xl"
    >
      {opened && (
        <Stack gap="sm">
          {patient.latestAiPrediction && (
            <Text
              size="sm"
              c={patient.latestAiPrediction.stale ? 'gray.7' : undefined}
              fw={patient.latestAiPrediction.stale ? 600 : undefined}
              data-testid="ai-chart-score-day"
            >
              {scoreFreshnessText(t, patient.latestAiPrediction)}
            </Text>
          )}
          <AiChartBody patientId={patient.idpatient} />
        </Stack>
      )}
    </Modal>
  );
}

function AiChartBody({ patientId }: { patientId: number }) {
  const { t } = useTranslation();
  const data = useAiVariableData(patientId, true);
  const chart = useMemo(() => (data.data ? aiChart(data.data) : null), [data.data]);
  return (
    <Stack gap="sm">
      {chart && chart.skippedDates.length > 0 && (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle />} data-testid="ai-chart-skipped">
          {chart.skippedDates.map((date) => (
            <Text key={date} size="sm">
              {t('ai.chart.skipped', { date })}
            </Text>
          ))}
        </Alert>
      )}
      <TableFrame
        query={data}
        isEmpty={!chart || chart.rows.length === 0}
        emptyTitle={t('ai.chart.none')}
        loader={{ height: CHART_HEIGHT }}
      >
        {chart && <ChartAndTable chart={chart} />}
      </TableFrame>
    </Stack>
  );
}

function ChartAndTable({ chart }: { chart: AiChart }) {
  const { t } = useTranslation();
  const { ref, width } = useElementSize();
  const series = useMemo(
    () =>
      AI_TRAFFIC_LIGHT_OUTCOMES.map((code) => ({
        name: t(OUTCOME_KEYS[code]),
        colour: OUTCOME_COLOURS[code],
        points: chart.rows.map((row) => [row.date, row.values[`${code}_SC`]] as const),
      })),
    [chart, t],
  );
  const newestFirst = [...chart.rows].reverse();
  return (
    <>
      <div ref={ref}>
        {width > 0 && (
          <LazySeriesDiagram series={series} width={width} height={CHART_HEIGHT} label={t('ai.chart.open')} />
        )}
      </div>
      <Table.ScrollContainer
        minWidth={520}
        mah={280}
        type="native"
        tabIndex={0}
        role="region"
        aria-label={t('ai.chart.open')}
      >
        <Table striped stickyHeader fz="sm" data-testid="ai-chart-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('ai.chart.date')}</Table.Th>
              <Table.Th>{t('ai.chart.trafficLight')}</Table.Th>
              {AI_TRAFFIC_LIGHT_OUTCOMES.map((code) => (
                <Table.Th key={code}>{t(OUTCOME_KEYS[code])}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {newestFirst.map((row) => (
              <Table.Tr key={row.date}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.date}</Table.Td>
                <Table.Td>
                  <AiTrafficLight lit={litOutcomes(row)} lamp={7} />
                </Table.Td>
                {AI_TRAFFIC_LIGHT_OUTCOMES.map((code) => (
                  <Table.Td key={code}>{aiPercent(row.values[`${code}_SC`])}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
