import type { CSSProperties } from 'react';
import { ActionIcon, Group, Paper, Text, Tooltip } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconArrowLeft, IconArrowRight, IconGripVertical } from '@tabler/icons-react';
import type { PatientVariable } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import classes from './VariablePages.module.css';

interface VariableItemProps {
  /** The draggable's id: which list it is in and the variable. */
  id: string;
  variable: PatientVariable;
  /** The column number on the page; none in the available list. */
  position?: number;
  action: { label: string; direction: 'add' | 'remove'; onClick: () => void };
}

/** One variable in the pages editor: dragged between lists, or moved with its arrow button. */
export function VariableItem({ id, variable, position, action }: VariableItemProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition: transition,
  };
  return (
    <Paper
      ref={setNodeRef}
      style={style}
      withBorder
      radius="sm"
      px={6}
      py={4}
      className={classes.item}
      data-dragging={isDragging || undefined}
      data-testid={`${id}`}
    >
      <VariableLabel variable={variable} position={position} handle={{ ...attributes, ...listeners }}>
        <Tooltip label={action.label}>
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={`${action.label}: ${variable.variableNameTranslate}`}
            onClick={action.onClick}
          >
            {action.direction === 'add' ? <IconArrowRight size={16} /> : <IconArrowLeft size={16} />}
          </ActionIcon>
        </Tooltip>
      </VariableLabel>
    </Paper>
  );
}

interface VariableLabelProps {
  variable: PatientVariable;
  position?: number;
  handle?: object;
  children?: React.ReactNode;
}

/** The handle, position, name and acronym of a variable; also drawn under the pointer while dragging. */
export function VariableLabel({ variable, position, handle, children }: VariableLabelProps) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" justify="space-between">
      <Group gap={6} wrap="nowrap" miw={0}>
        <span
          className={classes.handle}
          {...handle}
          // The handle is a button to assistive technology (dnd-kit's role): it needs a name.
          aria-label={handle ? t('history.move', { name: variable.variableNameTranslate }) : undefined}
        >
          <IconGripVertical size={16} />
        </span>
        {position !== undefined && (
          <Text size="xs" c="dimmed" w={16} ta="right" ff="monospace">
            {position}
          </Text>
        )}
        <Text size="sm" truncate>
          {variable.variableNameTranslate}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {variable.acronyme}
        </Text>
      </Group>
      {children}
    </Group>
  );
}
