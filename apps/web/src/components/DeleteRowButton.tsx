import { ActionIcon, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/** A table row's delete button: a red bin, its tooltip, and a name that says what goes. */
export function DeleteRowButton({
  tooltip,
  label,
  onClick,
}: {
  readonly tooltip: string;
  readonly label: string;
  readonly onClick: () => void;
}) {
  return (
    <Tooltip label={tooltip}>
      <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onClick}>
        <IconTrash size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
