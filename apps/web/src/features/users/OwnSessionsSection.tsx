import { Alert, Badge, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../platform/failureToast.ts';
import { notifySuccess } from '../../platform/notify.ts';
import { formatDateTime } from '../../components/dates/dateFormat.ts';
import { browserName } from './browserName.ts';
import { useEndSessions, useOwnSessions } from './securityApi.ts';

/** Where the user is logged in: started, last used, address, browser; end one or all others. */
export function OwnSessionsSection() {
  const { t } = useTranslation();
  const sessions = useOwnSessions();
  const end = useEndSessions();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  const endSessions = (id?: number) =>
    end.mutate(id, { onSuccess: () => notifySuccess(t('sessions.ended')) });

  return (
    <Stack gap="sm" data-testid="own-sessions">
      <Title order={3} size="h5">
        {t('sessions.title')}
      </Title>
      {(sessions.error ?? end.error) && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />}>
          {failureText((sessions.error ?? end.error)!)}
        </Alert>
      )}
      {sessions.data && (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sessions.browser')}</Table.Th>
                <Table.Th>{t('sessions.address')}</Table.Th>
                <Table.Th>{t('sessions.started')}</Table.Th>
                <Table.Th>{t('sessions.lastUsed')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('sessions.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions.data.map((session) => (
                <Table.Tr key={session.id} data-testid="own-session">
                  <Table.Td>{browserName(session.userAgent) ?? session.platform ?? '–'}</Table.Td>
                  <Table.Td>{session.ip ?? '–'}</Table.Td>
                  <Table.Td>{formatDateTime(session.createdAt)}</Table.Td>
                  <Table.Td>{formatDateTime(session.lastActivityAt)}</Table.Td>
                  <Table.Td ta="right">
                    {session.current ? (
                      <Badge variant="outline" color="teal.9">
                        {t('sessions.current')}
                      </Badge>
                    ) : (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        loading={end.isPending && end.variables === session.id}
                        onClick={() => endSessions(session.id)}
                      >
                        {t('sessions.end')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {sessions.data &&
        (others === 0 ? (
          <Text size="sm" c="dimmed">
            {t('sessions.none')}
          </Text>
        ) : (
          <Group>
            <Button
              variant="light"
              color="red"
              loading={end.isPending && end.variables === undefined}
              onClick={() => endSessions()}
            >
              {t('sessions.endOthers')}
            </Button>
          </Group>
        ))}
    </Stack>
  );
}
