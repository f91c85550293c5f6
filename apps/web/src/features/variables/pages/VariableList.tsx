import type { ReactNode } from 'react';
import { Group, Text, Title } from '@mantine/core';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import classes from './VariablePages.module.css';

interface VariableListProps {
  /** The droppable id of the list itself, for drops past its last item. */
  id: string;
  title: string;
  count: string;
  itemIds: readonly string[];
  empty: string;
  children: ReactNode;
}

/** A list of the pages editor that variables are dragged into and out of. */
export function VariableList({ id, title, count, itemIds, empty, children }: VariableListProps) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <div>
      <Group justify="space-between" mb={6}>
        <Title order={3} fz="sm">
          {title}
        </Title>
        <Text size="xs" c="dimmed">
          {count}
        </Text>
      </Group>
      <SortableContext id={id} items={[...itemIds]} strategy={verticalListSortingStrategy}>
        <div
          ref={setNodeRef}
          className={classes.list}
          data-over={isOver || undefined}
          data-testid={`${id}-list`}
        >
          {itemIds.length === 0 ? (
            <Text size="sm" c="dimmed" ta="center" py="md">
              {empty}
            </Text>
          ) : (
            children
          )}
        </div>
      </SortableContext>
    </div>
  );
}
