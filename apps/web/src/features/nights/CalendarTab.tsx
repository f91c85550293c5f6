import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { shiftMonth } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { csvFileName } from '../../components/export/csv.ts';
import { ExportCsvButton } from '../../components/export/ExportCsvButton.tsx';
import { failureText } from '../../platform/failureToast.ts';
import { readAllNightMonths, useNightCalendar } from './api.ts';
import { NightCalendar } from './NightCalendar.tsx';
import { NightCounts, NightLegend } from './NightLegend.tsx';
import { nightsCsv } from './nightsCsv.ts';
import { monthTitle } from './nightTime.ts';

/**
 * The Calendar tab: a month of nights with navigation, counts and legend (bedwetting flavour), and
 * every night of the patient, not only the month shown, as a CSV.
 */
export function CalendarTab({ patientId, patientName }: { patientId: number; patientName: string }) {
  const { t, i18n } = useTranslation();
  // null is the patient's current month, which only the server knows (the patient's time zone).
  const [month, setMonth] = useState<string | null>(null);
  const calendar = useNightCalendar(patientId, month);

  if (calendar.error) {
    return (
      <Alert color="red" variant="light">
        {failureText(calendar.error)}
      </Alert>
    );
  }
  if (!calendar.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  const shown = calendar.data;
  const currentMonth = shown.today.slice(0, 7);
  const title = monthTitle(shown.month, i18n.language);
  const go = (delta: number) => setMonth(shiftMonth(shown.month, delta));
  return (
    <Paper withBorder radius="md" p="md" data-testid="calendar-tab">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Group gap="xs">
            <Tooltip label={t('nights.previousMonth')}>
              <ActionIcon
                variant="default"
                size="lg"
                onClick={() => go(-1)}
                aria-label={t('nights.previousMonth')}
              >
                <IconChevronLeft size={18} />
              </ActionIcon>
            </Tooltip>
            <Title order={2} fz="lg" miw={170} ta="center" aria-live="polite" data-testid="calendar-month">
              {title}
            </Title>
            <Tooltip label={t('nights.nextMonth')}>
              <ActionIcon
                variant="default"
                size="lg"
                onClick={() => go(1)}
                disabled={shown.month >= currentMonth}
                aria-label={t('nights.nextMonth')}
              >
                <IconChevronRight size={18} />
              </ActionIcon>
            </Tooltip>
            {shown.month !== currentMonth && (
              <Button variant="subtle" size="compact-sm" onClick={() => setMonth(currentMonth)}>
                {t('nights.thisMonth')}
              </Button>
            )}
          </Group>
          <Group gap="sm">
            <Text size="xs" c="dimmed">
              {t('nights.timeZone', { zone: shown.timezone })}
            </Text>
            <ExportCsvButton
              fileName={csvFileName(`${patientName} ${t('patientTabs.calendar')}`)}
              table={async () => nightsCsv(t, await readAllNightMonths(patientId))}
              testId="nights-csv"
            />
          </Group>
        </Group>
        <NightCounts counts={shown.counts} />
        {shown.nights.every((night) => night.recordedAt === null) && (
          <Text size="sm" c="dimmed" data-testid="calendar-empty">
            {t('patientTabs.calendarEmpty')}
          </Text>
        )}
        <NightCalendar calendar={shown} caption={t('nights.caption', { month: title })} />
        <NightLegend />
      </Stack>
    </Paper>
  );
}
