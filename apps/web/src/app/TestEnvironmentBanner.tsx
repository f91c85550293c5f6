import { Group, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFlavour } from '../platform/useFlavour.ts';

/** Outside production every page says so, so nobody mistakes demo data for a real patient's. */
export function TestEnvironmentBanner() {
  const { t } = useTranslation();
  const flavour = useFlavour();
  if (!flavour?.isTestEnvironment) return null;
  return (
    <Group
      role="note"
      data-testid="test-environment-banner"
      data-no-print
      justify="center"
      gap={6}
      py={4}
      px="sm"
      wrap="nowrap"
      bg="yellow.1"
      c="gray.9"
      style={{ borderBottom: '1px solid var(--mantine-color-yellow-3)' }}
    >
      <IconFlask size={14} stroke={1.8} aria-hidden="true" />
      <Text size="xs" fw={600} ta="center" inherit>
        {t('banner.testEnvironment')}
      </Text>
    </Group>
  );
}
