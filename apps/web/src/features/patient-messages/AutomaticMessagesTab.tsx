import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconDeviceMobile, IconDeviceWatch, IconMessageBolt } from '@tabler/icons-react';
import { MESSAGE_LIST_FIRST, MESSAGE_LIST_MORE } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../platform/failureToast.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { useAutomaticMessages } from './api.ts';
import { DeliveryBadge } from './DeliveryBadge.tsx';
import { messageTime } from './messageTime.ts';

/** The Automatic messages tab: the category messages the patient received, with time and channel. */
export function AutomaticMessagesTab({ patientId }: { patientId: number }) {
  const { t } = useTranslation();
  const messages = useAutomaticMessages(patientId);
  const [shown, setShown] = useState(MESSAGE_LIST_FIRST);
  if (messages.error) {
    return (
      <Alert color="red" variant="light">
        {failureText(messages.error)}
      </Alert>
    );
  }
  if (!messages.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  const all = messages.data;
  if (all.length === 0) {
    return (
      <Paper withBorder radius="md" p="md" data-testid="automatic-messages-tab">
        <EmptyState
          title={t('patientMessages.none')}
          description={t('patientTabs.automaticEmpty')}
          icon={<IconMessageBolt size={26} stroke={1.5} />}
        />
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md" p="md" data-testid="automatic-messages-tab">
      <Stack gap="sm">
        <ScrollArea type="auto">
          <Table striped verticalSpacing={6} fz="sm" miw={760} data-testid="automatic-messages-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('automaticMessages.time')}</Table.Th>
                <Table.Th>{t('automaticMessages.channel')}</Table.Th>
                <Table.Th>{t('automaticMessages.category')}</Table.Th>
                <Table.Th>{t('automaticMessages.message')}</Table.Th>
                <Table.Th>{t('automaticMessages.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {all.slice(0, shown).map((message) => {
                const phone = message.channel === 'phone';
                const channel = phone
                  ? t('patientMessages.channels.phone')
                  : t('patientMessages.channels.watch');
                return (
                  <Table.Tr key={message.iddelivery}>
                    <Table.Td ff="monospace" fz={12.5} style={{ whiteSpace: 'nowrap' }}>
                      {messageTime(message.dueAt)}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {phone ? (
                          <IconDeviceMobile size={15} aria-hidden />
                        ) : (
                          <IconDeviceWatch size={15} aria-hidden />
                        )}
                        {channel}
                      </Group>
                    </Table.Td>
                    <Table.Td>{message.categoryName ?? t('patientMessages.privateCategory')}</Table.Td>
                    <Table.Td>
                      {message.messageTitle && (
                        <Text size="sm" fw={600}>
                          {message.messageTitle}
                        </Text>
                      )}
                      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                        {message.messageText}
                      </Text>
                      {message.version > 1 && (
                        <Badge size="xs" variant="outline" color="gray" mt={2}>
                          {t('automaticMessages.version', { version: message.version })}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <DeliveryBadge
                        icon={null}
                        channel={channel}
                        deliveredAt={message.deliveredAt}
                        readAt={message.readAt}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        {shown < all.length ? (
          <Button variant="light" onClick={() => setShown(shown + MESSAGE_LIST_MORE)}>
            {t('patientMessages.showMore', { shown, total: all.length })}
          </Button>
        ) : (
          all.length > MESSAGE_LIST_FIRST && (
            <Text size="sm" c="dimmed" ta="center">
              {t('patientMessages.noMore')}
            </Text>
          )
        )}
      </Stack>
    </Paper>
  );
}
