import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../lib/useNow.ts';
import { keepSessionAlive } from './activityRefresh.ts';
import { secondsLeft } from './inactivity.ts';

interface InactivityDialogProps {
  deadline: number;
  onLogOut: () => void;
}

/** The countdown before an inactive session ends, ticking each second. */
export function InactivityDialog({ deadline, onLogOut }: InactivityDialogProps) {
  const { t } = useTranslation();
  const now = useNow(1_000);
  const keepSignedIn = useMutation({ mutationFn: keepSessionAlive });
  const seconds = secondsLeft(deadline, now);

  return (
    <Modal
      opened
      onClose={() => keepSignedIn.mutate()}
      title={t('inactivity.title')}
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('inactivity.keepSignedIn') }}
    >
      <Stack data-testid="inactivity-dialog">
        <Group gap="sm" wrap="nowrap">
          <IconClockHour4 size={28} stroke={1.5} color="var(--mantine-color-orange-6)" aria-hidden="true" />
          <Text aria-live="polite">{t('inactivity.countdown', { count: seconds })}</Text>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onLogOut}>
            {t('shell.logout')}
          </Button>
          <Button loading={keepSignedIn.isPending} onClick={() => keepSignedIn.mutate()} data-autofocus>
            {t('inactivity.keepSignedIn')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
