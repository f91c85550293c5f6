import { ActionIcon, Affix, CloseButton, Group, Paper, Table, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBug } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { API_BASE_PATH } from '../api/staffCall.ts';
import { useSession } from '../api/session.ts';
import { useIdleDeadline, secondsLeft } from '../features/session/index.ts';
import { useNow } from '../lib/useNow.ts';

/** The debug panel itself: build, profile, flavour, language and session deadline, one click away. */
export function DebugDetails() {
  const { t, i18n } = useTranslation();
  const { data } = useSession();
  const deadline = useIdleDeadline();
  const [opened, { toggle, close }] = useDisclosure(false);
  const now = useNow(1_000, opened);
  const rows: [string, string][] = [
    [t('debug.build'), `${data?.buildNumber ?? '—'} (${t('debug.bundle')} ${__BUILD_NUMBER__})`],
    [t('debug.profile'), data?.profile ?? '—'],
    [t('debug.flavour'), data?.customerName ?? '—'],
    [t('debug.language'), i18n.resolvedLanguage ?? '—'],
    [
      t('debug.sessionDeadline'),
      deadline === null
        ? t('debug.noSession')
        : `${dayjs(deadline).format('YYYY-MM-DD HH:mm:ss')} (${t('debug.secondsLeft', { seconds: secondsLeft(deadline, now) })})`,
    ],
    [t('debug.apiBase'), `${window.location.origin}${API_BASE_PATH}`],
  ];
  return (
    <Affix position={{ bottom: 12, right: 12 }} zIndex={150} data-no-print>
      {opened ? (
        <Paper shadow="md" radius="md" p="sm" withBorder w={440} data-testid="debug-panel">
          <Group justify="space-between" mb={4}>
            <Text fw={700} size="sm">
              {t('debug.title')}
            </Text>
            <CloseButton size="sm" aria-label={t('common.close')} onClick={close} />
          </Group>
          <Table fz="xs" verticalSpacing={2} withRowBorders={false}>
            <Table.Tbody>
              {rows.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w={130} c="dimmed" fw={500} style={{ whiteSpace: 'nowrap' }}>
                    {label}
                  </Table.Th>
                  <Table.Td ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                    {value}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      ) : (
        <Tooltip label={t('debug.title')} position="left">
          <ActionIcon
            variant="filled"
            color="dark"
            radius="xl"
            size="lg"
            aria-label={t('debug.title')}
            onClick={toggle}
            data-testid="debug-panel-toggle"
          >
            <IconBug size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Affix>
  );
}
