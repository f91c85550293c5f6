import { useMemo, useState, type ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChartLine, IconListDetails } from '@tabler/icons-react';
import { aiChart, litOutcomes, type PatientDetails } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { useFlavour } from '../../platform/useFlavour.ts';
import { aiPercent } from '../../components/status/aiPercent.ts';
import { AiChartDialog } from './AiChartDialog.tsx';
import { AiFactorsDialog, type AiFactorsTarget } from './AiFactorsDialog.tsx';
import { useAiVariableData } from './aiVariableDataApi.ts';
import { AiTrafficLight } from './AiTrafficLight.tsx';
import { scoreFreshnessText } from './scoreFreshness.ts';

type Patient = PatientDetails['patient'];

/**
 * What the AI says of one patient, on patient details: the risk score with the factors behind
 * it, the treatment's traffic light and AI chart (the treatment-outcome model's), and the
 * suggested categories (`suggestions`, given by the page: categories are their own feature).
 */
export function PatientAiPanel({ patient, suggestions }: { patient: Patient; suggestions: ReactNode }) {
  const { t } = useTranslation();
  const treatment = useFlavour()?.model === 'treatment_outcome';
  const [factors, setFactors] = useState<AiFactorsTarget | null>(null);
  const [chartOpened, chart] = useDisclosure(false);
  const prediction = patient.latestAiPrediction;
  return (
    <Paper withBorder radius="md" p="md" data-testid="patient-ai-panel">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="md" wrap="nowrap">
            <Title order={2} fz="md">
              {t('ai.panel.title')}
            </Title>
            {treatment && <LatestTrafficLight patientId={patient.idpatient} />}
            <Text size="sm" data-testid="patient-ai-score" data-stale={prediction?.stale ? true : undefined}>
              <Text span c="gray.7" size="sm">
                {t('ai.panel.riskScore')}
              </Text>{' '}
              <Text span fw={700} size="sm" c={prediction?.stale ? 'gray.7' : undefined}>
                {prediction ? aiPercent(prediction.riskScore) : t('ai.panel.noPrediction')}
              </Text>
            </Text>
          </Group>
          {prediction && (
            <Text size="xs" c="gray.7" data-testid="patient-ai-score-day">
              {scoreFreshnessText(t, prediction)}
            </Text>
          )}
          <Group gap="xs" data-no-print>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconListDetails size={16} />}
              disabled={!prediction}
              onClick={() =>
                prediction &&
                setFactors({
                  patientName: patient.fullName,
                  predictionId: prediction.idaiPredictions,
                  prediction,
                })
              }
            >
              {t('ai.factors.open')}
            </Button>
            {treatment && (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconChartLine size={16} />}
                onClick={chart.open}
              >
                {t('ai.chart.open')}
              </Button>
            )}
          </Group>
        </Group>
        <div>
          <Text size="sm" fw={600} mb={4}>
            {t('ai.suggested.title')}
          </Text>
          {suggestions}
        </div>
      </Stack>
      <AiFactorsDialog target={factors} onClose={() => setFactors(null)} />
      {treatment && <AiChartDialog patient={patient} opened={chartOpened} onClose={chart.close} />}
    </Paper>
  );
}

/** The traffic light of the newest complete prediction; nothing until there is one. */
function LatestTrafficLight({ patientId }: { patientId: number }) {
  const data = useAiVariableData(patientId, true);
  const newest = useMemo(() => (data.data ? aiChart(data.data).rows.at(-1) : undefined), [data.data]);
  return newest ? <AiTrafficLight lit={litOutcomes(newest)} /> : null;
}
