import { Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../lib/useNow.ts';

/** docs/requirements/screens-and-routes.md#top-bar: the top bar clock, YYYY-MM-DD hh:mm A, ticking every second. */
export const CLOCK_FORMAT = 'YYYY-MM-DD hh:mm A';

/** `compact`: the smaller type of a phone's one-row top bar. */
export function Clock({ compact = false }: { readonly compact?: boolean }) {
  const { t } = useTranslation();
  const now = useNow(1_000);
  const time = dayjs(now);
  return (
    <Text
      component="time"
      dateTime={time.toISOString()}
      size={compact ? 'xs' : 'sm'}
      fw={500}
      c="dark.6"
      ff="monospace"
      title={t('shell.clock')}
      data-testid="clock"
      style={{ whiteSpace: 'nowrap' }}
    >
      {time.format(CLOCK_FORMAT)}
    </Text>
  );
}
