import { Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../lib/useNow.ts';

/** Spec core §2: the top bar clock, YYYY-MM-DD hh:mm A, ticking every second. */
export const CLOCK_FORMAT = 'YYYY-MM-DD hh:mm A';

export function Clock() {
  const { t } = useTranslation();
  const now = useNow(1_000);
  const time = dayjs(now);
  return (
    <Text
      component="time"
      dateTime={time.toISOString()}
      size="sm"
      fw={500}
      c="dark.6"
      ff="monospace"
      title={t('shell.clock')}
      data-testid="clock"
      visibleFrom="md"
      style={{ whiteSpace: 'nowrap' }}
    >
      {time.format(CLOCK_FORMAT)}
    </Text>
  );
}
