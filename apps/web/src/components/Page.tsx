import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';

interface PageProps {
  title: string;
  description?: string;
  /** Buttons at the right of the title, such as Create user. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** A screen's title (also the browser tab's), an optional line about it, and its content. */
export function Page({ title, description, actions, children }: PageProps) {
  useDocumentTitle(`${title} · Vigil`);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={24}>
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="sm" mt={2} maw={720}>
              {description}
            </Text>
          )}
        </div>
        {actions && (
          <Group gap="sm" data-no-print>
            {actions}
          </Group>
        )}
      </Group>
      {children}
    </Stack>
  );
}
