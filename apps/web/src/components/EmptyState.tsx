import type { ReactNode } from 'react';
import { Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';

interface EmptyStateProps {
  title: string;
  description?: string;
  icon?: ReactNode;
}

/** What a list or page shows while it has nothing to show. */
export function EmptyState({ title, description, icon }: EmptyStateProps) {
  return (
    <Center py="xl" data-testid="empty-state">
      <Stack align="center" gap={6} maw={420}>
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          {icon ?? <IconInbox size={26} stroke={1.5} />}
        </ThemeIcon>
        <Text fw={600} c="dark.5">
          {title}
        </Text>
        {description && (
          <Text size="sm" c="dimmed" ta="center">
            {description}
          </Text>
        )}
      </Stack>
    </Center>
  );
}
