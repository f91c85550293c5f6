import { Badge, Divider, Group, Stack, Text } from '@mantine/core';
import type { CalendarNight } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { entryWords, NIGHT_LOOK, yesNoWords } from './nightPresentation.ts';
import { patientClock, patientTime } from './nightTime.ts';

/** What was recorded for one night, and its technical errors (docs/requirements/variables.md#variable-values, Variable value). */
export function NightDetails({ night, timeZone }: { night: CalendarNight; timeZone: string }) {
  const { t } = useTranslation();
  const yesNo = (flag: boolean | null) => yesNoWords(t, flag) ?? '–';
  const entry = entryWords(t, night);
  const recorded = entry !== null;
  const rows: [string, string][] = recorded
    ? [
        [t('nights.value'), entry],
        [t('nights.wokeUp'), yesNo(night.wokeUp)],
        [t('nights.selfWokeUp'), yesNo(night.selfWokeUp)],
        [
          t('nights.timeWokeUp'),
          night.timeStampWokeUp === null ? '–' : patientTime(night.timeStampWokeUp, timeZone),
        ],
        [t('nights.wetSecondTime'), yesNo(night.wetSecondTime)],
        [t('nights.recordedAt'), patientClock(night.recordedAt!, timeZone)],
      ]
    : [];
  return (
    <Stack gap={6} data-testid="night-details">
      <Group justify="space-between" gap="xs">
        <Text fw={600} size="sm">
          {night.night}
        </Text>
        <Badge variant="light" color={NIGHT_LOOK[night.state].color}>
          {t(NIGHT_LOOK[night.state].label)}
        </Badge>
      </Group>
      {!recorded && (
        <Text size="sm" c="dimmed">
          {t('nights.nothingRecorded')}
        </Text>
      )}
      {rows.map(([label, value]) => (
        <Group key={label} justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text size="sm" fw={500}>
            {value}
          </Text>
        </Group>
      ))}
      {night.corrected && (
        <Text size="xs" c="dimmed">
          {t('nights.correctedNote')}
        </Text>
      )}
      {night.technicalErrors.length > 0 && (
        <>
          <Divider my={4} label={t('nights.technicalErrors')} labelPosition="left" />
          {night.technicalErrors.map((error) => (
            <Group
              key={error.idtechnicalError}
              justify="space-between"
              gap="xs"
              wrap="nowrap"
              align="flex-start"
            >
              <Text size="sm">
                {patientTime(error.occurredAt, timeZone)} ·{' '}
                {error.technicalErrorText || t('technicalErrors.noText')}
              </Text>
              <Badge size="sm" variant="outline" color={error.technicalErrorFixed ? 'teal' : 'grape'}>
                {error.technicalErrorFixed ? t('technicalErrors.fixed') : t('technicalErrors.open')}
              </Badge>
            </Group>
          ))}
        </>
      )}
    </Stack>
  );
}
