import { Code, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFlavour } from '../../platform/useFlavour.ts';

/** Statistics admin → Calculations: the formulas, and what a clinician should read from them. */
export function CalculationsTab() {
  const { t } = useTranslation();
  const dropouts = useFlavour()?.statistics.event === 'dropout';
  return (
    <Stack gap="md" maw={820}>
      <Paper withBorder p="md" radius="md">
        <Title order={2} fz="lg" mb="sm">
          {t('statistics.formulas')}
        </Title>
        <Stack gap={6}>
          <Code>total = TP + FP</Code>
          <Code>precision = TP / (TP + FP)</Code>
          <Code>recall = TP / (TP + FN)</Code>
        </Stack>
        <List size="sm" mt="sm" spacing={4}>
          <List.Item>{dropouts ? t('statistics.defineDropouts') : t('statistics.defineHosp')}</List.Item>
          <List.Item>{t('statistics.defineFlagged')}</List.Item>
          <List.Item>{t('statistics.defineNoLookAhead')}</List.Item>
          <List.Item>{t('statistics.defineBaseRate')}</List.Item>
          <List.Item>{t('statistics.defineNa')}</List.Item>
        </List>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} fz="lg" mb="sm">
          {t('statistics.reading')}
        </Title>
        <Stack gap="xs">
          <Text size="sm">{t('statistics.readPrecision')}</Text>
          <Text size="sm">{t('statistics.readRecall')}</Text>
          <Text size="sm">{t('statistics.readAlerts')}</Text>
          <Code block>{t('statistics.alertsFormula')}</Code>
        </Stack>
      </Paper>
    </Stack>
  );
}
