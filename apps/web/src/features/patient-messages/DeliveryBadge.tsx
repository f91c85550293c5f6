import type { ReactNode } from 'react';
import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { messageTime } from './messageTime.ts';

interface DeliveryBadgeProps {
  icon: ReactNode;
  channel: string;
  deliveredAt: string | null;
  readAt: string | null;
}

/** Whether a device fetched and read a message: waiting, delivered or read, in words. */
export function DeliveryBadge({ icon, channel, deliveredAt, readAt }: DeliveryBadgeProps) {
  const { t } = useTranslation();
  const [state, color, at] = readAt
    ? [t('patientMessages.read'), 'teal', readAt]
    : deliveredAt
      ? [t('patientMessages.delivered'), 'blue', deliveredAt]
      : [t('patientMessages.waiting'), 'gray', null];
  const badge = (
    <Badge variant="light" color={color} size="sm" leftSection={icon} tt="none">
      {channel}: {state}
    </Badge>
  );
  return at ? <Tooltip label={messageTime(at)}>{badge}</Tooltip> : badge;
}
