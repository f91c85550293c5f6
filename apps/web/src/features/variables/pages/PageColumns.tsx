import { useState } from 'react';
import { Paper } from '@mantine/core';
import {
  closestCenter,
  DndContext,
  DragOverlay,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import type { PatientVariable } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { useDndAccessibility } from '../../../components/dndAccessibility.ts';
import { useSortSensors } from '../../../components/useSortSensors.ts';
import { translateMessage } from '../../../i18n/domainMessages.ts';
import { MAX_VARIABLES_PER_WINDOW, VARIABLE_PRIORITY_MESSAGES } from '@vigil/domain';
import { VariableItem, VariableLabel } from './VariableItem.tsx';
import { VariableList } from './VariableList.tsx';
import classes from './VariablePages.module.css';

const AVAILABLE = 'available';
const PAGE = 'page';
const itemId = (list: string, variableId: number) => `${list}-${variableId}`;
const listOf = (id: UniqueIdentifier) => (String(id).startsWith(PAGE) ? PAGE : AVAILABLE);
const variableIdOf = (id: UniqueIdentifier) => Number(String(id).split('-')[1]);

interface PageColumnsProps {
  page: number;
  columns: readonly PatientVariable[];
  available: readonly PatientVariable[];
  onAdd: (variableId: number, index?: number) => void;
  onRemove: (variableId: number) => void;
  onMove: (from: number, to: number) => void;
}

/** The available variables and the page's columns side by side, with drag and drop between them. */
export function PageColumns({ page, columns, available, onAdd, onRemove, onMove }: PageColumnsProps) {
  const { t } = useTranslation();
  const sensors = useSortSensors();
  const [dragged, setDragged] = useState<PatientVariable | null>(null);
  const pageIds = columns.map((variable) => itemId(PAGE, variable.idpatientVariables));
  const availableIds = available.map((variable) => itemId(AVAILABLE, variable.idpatientVariables));
  const byId = new Map([...columns, ...available].map((variable) => [variable.idpatientVariables, variable]));
  const nameOf = (id: UniqueIdentifier) =>
    id === PAGE || id === AVAILABLE
      ? t(id === PAGE ? 'variablePages.onPage' : 'variablePages.available', { page })
      : (byId.get(variableIdOf(id))?.variableNameTranslate ?? String(id));
  const accessibility = useDndAccessibility(nameOf);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    if (!over) return;
    const [from, to] = [listOf(active.id), listOf(over.id)];
    const variableId = variableIdOf(active.id);
    const overIndex = pageIds.indexOf(String(over.id));
    if (from === AVAILABLE && to === PAGE) onAdd(variableId, overIndex === -1 ? undefined : overIndex);
    else if (from === PAGE && to === AVAILABLE) onRemove(variableId);
    else if (from === PAGE && overIndex !== -1) onMove(pageIds.indexOf(String(active.id)), overIndex);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={accessibility}
      onDragStart={({ active }) => setDragged(byId.get(variableIdOf(active.id)) ?? null)}
      onDragCancel={() => setDragged(null)}
      onDragEnd={onDragEnd}
    >
      <div className={classes.columns}>
        <VariableList
          id={AVAILABLE}
          title={t('variablePages.available')}
          count={String(available.length)}
          itemIds={availableIds}
          empty={translateMessage(VARIABLE_PRIORITY_MESSAGES.noneAvailable, t)}
        >
          {available.map((variable) => (
            <VariableItem
              key={variable.idpatientVariables}
              id={itemId(AVAILABLE, variable.idpatientVariables)}
              variable={variable}
              action={{
                label: t('variablePages.add'),
                direction: 'add',
                onClick: () => onAdd(variable.idpatientVariables),
              }}
            />
          ))}
        </VariableList>
        <VariableList
          id={PAGE}
          title={t('variablePages.onPage', { page })}
          count={`${columns.length} / ${MAX_VARIABLES_PER_WINDOW}`}
          itemIds={pageIds}
          empty={t('variablePages.emptyPage')}
        >
          {columns.map((variable, index) => (
            <VariableItem
              key={variable.idpatientVariables}
              id={itemId(PAGE, variable.idpatientVariables)}
              variable={variable}
              position={index + 1}
              action={{
                label: t('variablePages.remove'),
                direction: 'remove',
                onClick: () => onRemove(variable.idpatientVariables),
              }}
            />
          ))}
        </VariableList>
      </div>
      <DragOverlay>
        {dragged && (
          <Paper withBorder radius="sm" px={6} py={4} className={classes.overlay}>
            <VariableLabel variable={dragged} />
          </Paper>
        )}
      </DragOverlay>
    </DndContext>
  );
}
