import { Alert, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { AiModelCard } from '@vigil/domain';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../../i18n/translationKey.ts';

const OUTCOME_LABELS = [
  'outcome.successful',
  'outcome.partlySuccessful',
  'outcome.notSuccessful',
  'outcome.dropOut',
] as const satisfies readonly TranslationKey[];
const KIND_LABELS = {
  treatment_outcome: 'aiTraining.kinds.treatment_outcome',
  hospitalization_risk: 'aiTraining.kinds.hospitalization_risk',
} as const satisfies Record<AiModelCard['kind'], TranslationKey>;
const SCORED = {
  treatment_outcome: 'aiTraining.scored.treatment_outcome',
  hospitalization_risk: 'aiTraining.scored.hospitalization_risk',
} as const satisfies Record<AiModelCard['kind'], TranslationKey>;
const fixed = (value: number | null, digits: number) => (value === null ? '–' : value.toFixed(digits));
const percent = (value: number) => `${Math.round(value * 100)} %`;

/** The model in use of one kind: version, when and on how many patients trained, held-out quality. */
export function ModelCard({ card }: { card: AiModelCard }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" data-testid={`model-card-${card.kind}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {t(KIND_LABELS[card.kind])}
          </Title>
          <Text size="sm" c="gray.7">
            {t('aiTraining.version', {
              version: card.version,
              date: dayjs(card.trainedAt).format('YYYY-MM-DD HH:mm'),
            })}
          </Text>
        </Group>
        <Text size="sm" data-testid="model-patients">
          {t('aiTraining.trainedPatients', { count: card.trainedOnPatients })},{' '}
          {t('aiTraining.heldOutPatients', { count: card.heldOutPatients })}
        </Text>
        <Text size="sm" data-testid="scored-population">
          {t(SCORED[card.kind])}
        </Text>
        {card.tooFewPatients && (
          <Alert color="orange" p="xs" data-testid="too-few-patients">
            {t('aiTraining.tooFewPatients', { count: card.trainedOnPatients })}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Metric label={t('aiTraining.auc')} value={fixed(card.riskAuc, 2)} />
          <Metric label={t('aiTraining.brier')} value={fixed(card.riskBrier, 3)} />
          {card.calibrationError && (
            <Metric
              label={t('aiTraining.calibrationError')}
              value={`${fixed(card.calibrationError.mean, 3)} / ${fixed(card.calibrationError.worst, 3)}`}
            />
          )}
          {card.outcomeAuc?.map((auc, index) => (
            <Metric
              key={OUTCOME_LABELS[index]}
              label={`${t('aiTraining.aucOf')} ${t(OUTCOME_LABELS[index]!)}`}
              value={fixed(auc, 2)}
            />
          ))}
        </SimpleGrid>
        {card.outOfFold && (
          <>
            <Text size="sm" fw={600}>
              {t('aiTraining.outOfFoldCalibration', { count: card.outOfFold.patients })}{' '}
              {t('aiTraining.calibrationError')}: {fixed(card.outOfFold.calibrationError.mean, 3)} /{' '}
              {fixed(card.outOfFold.calibrationError.worst, 3)}
            </Text>
            <CalibrationTable bins={card.outOfFold.calibration} testId="calibration-out-of-fold" />
          </>
        )}
        <Text size="sm" fw={600}>
          {t('aiTraining.calibration')}
        </Text>
        <CalibrationTable bins={card.calibration} testId="calibration" />
      </Stack>
    </Paper>
  );
}

function CalibrationTable({ bins, testId }: { bins: AiModelCard['calibration']; testId: string }) {
  const { t } = useTranslation();
  return (
    <Table fz="sm" verticalSpacing={2} data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('aiTraining.decile')}</Table.Th>
          <Table.Th ta="right">{t('aiTraining.predicted')}</Table.Th>
          <Table.Th ta="right">{t('aiTraining.observed')}</Table.Th>
          <Table.Th ta="right">{t('aiTraining.rows')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {bins.map((bin, index) => (
          <Table.Tr key={index}>
            <Table.Td>{index + 1}</Table.Td>
            <Table.Td ta="right">{percent(bin.meanPredicted)}</Table.Td>
            <Table.Td ta="right">{percent(bin.observed)}</Table.Td>
            <Table.Td ta="right">{bin.count}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Metric({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Stack>
  );
}
