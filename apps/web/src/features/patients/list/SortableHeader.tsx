import type { ReactNode } from 'react';
import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import classes from './PatientsTable.module.css';
import type { ListSort } from './listParams.ts';

interface SortableHeaderProps {
  sortKey: string;
  sort: ListSort;
  onSort: (key: string) => void;
  children: ReactNode;
  /** A status-icon column: centred and compact, its arrow shown only while it sorts the list. */
  center?: boolean;
  /** Said to screen readers and shown on hover, e.g. the variable's full name. */
  title?: string;
}

/** A column heading that sorts the list by its column; clicking it again flips the direction. */
export function SortableHeader({ sortKey, sort, onSort, children, center, title }: SortableHeaderProps) {
  const active = sort.key === sortKey;
  const Icon = !active ? IconArrowsSort : sort.direction === 'asc' ? IconArrowUp : IconArrowDown;
  const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <Table.Th
      aria-sort={ariaSort}
      className={`${classes.sortable} ${center ? classes.variableHeader : ''}`}
      data-sort-key={sortKey}
    >
      <UnstyledButton
        className={classes.sortButton}
        onClick={() => onSort(sortKey)}
        title={title}
        data-active={active || undefined}
        data-testid={`sort-${sortKey}`}
      >
        <Group gap={2} wrap="nowrap" justify={center ? 'center' : 'flex-start'}>
          <span>{children}</span>
          <Icon size={13} stroke={2} className={classes.sortIcon} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
