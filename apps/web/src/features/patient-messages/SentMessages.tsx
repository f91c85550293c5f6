import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDeviceMobile, IconDeviceWatch } from '@tabler/icons-react';
import type { PatientMessage } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../platform/failureToast.ts';
import { useSentMessages } from './api.ts';
import { DeliveryBadge } from './DeliveryBadge.tsx';
import { messageTime } from './messageTime.ts';

/** The messages sent to the patient, 3 first and 5 more per Show More (docs/requirements/constants.md#page-sizes). */
export function SentMessages({ patientId }: { patientId: number }) {
  const { t } = useTranslation();
  const sent = useSentMessages(patientId);
  const messages = sent.data?.pages.flatMap((page) => page.messages) ?? [];
  const total = sent.data?.pages.at(-1)?.total ?? 0;
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="md" mb="sm">
        {t('patientMessages.sentTitle')}
      </Title>
      {sent.error ? (
        <Alert color="red" variant="light">
          {failureText(sent.error)}
        </Alert>
      ) : sent.isPending ? (
        <Center py="md">
          <Loader aria-label={t('app.loading')} />
        </Center>
      ) : messages.length === 0 ? (
        <Stack gap={2} align="center" py="md">
          <Text size="sm" fw={600}>
            {t('patientMessages.none')}
          </Text>
          <Text size="sm" c="dimmed" ta="center">
            {t('patientTabs.messagesEmpty')}
          </Text>
        </Stack>
      ) : (
        <Stack gap="sm" data-testid="sent-messages">
          {messages.map((message) => (
            <SentMessage key={message.idpatientMessage} message={message} />
          ))}
          {sent.hasNextPage ? (
            <Button
              variant="light"
              onClick={() => void sent.fetchNextPage()}
              loading={sent.isFetchingNextPage}
              data-testid="show-more"
            >
              {t('patientMessages.showMore', { shown: messages.length, total })}
            </Button>
          ) : (
            messages.length > 3 && (
              <Text size="sm" c="dimmed" ta="center">
                {t('patientMessages.noMore')}
              </Text>
            )
          )}
        </Stack>
      )}
    </Paper>
  );
}

function SentMessage({ message }: { message: PatientMessage }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="sm" p="sm" bg="var(--mantine-color-gray-0)" data-testid="sent-message">
      <Group justify="space-between" align="flex-start" gap="xs">
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} size="sm">
            {message.messageTitle || t('patientMessages.untitled')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {message.messageText}
          </Text>
        </div>
        <Text size="xs" c="dimmed" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {messageTime(message.createdAt)}
        </Text>
      </Group>
      <Group gap="xs" mt={6}>
        {message.sentBy && (
          <Badge variant="transparent" color="gray" size="sm" tt="none" px={0}>
            {t('patientMessages.sentBy', { name: message.sentBy })}
          </Badge>
        )}
        <DeliveryBadge
          icon={<IconDeviceMobile size={12} />}
          channel={t('patientMessages.channels.phone')}
          deliveredAt={message.phoneDeliveredAt}
          readAt={message.phoneReadAt}
        />
        <DeliveryBadge
          icon={<IconDeviceWatch size={12} />}
          channel={t('patientMessages.channels.watch')}
          deliveredAt={message.watchDeliveredAt}
          readAt={message.watchReadAt}
        />
      </Group>
    </Paper>
  );
}
