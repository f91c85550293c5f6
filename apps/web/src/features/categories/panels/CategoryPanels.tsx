import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import type { CategoryPanel, PatientStatusRow } from '@vigil/domain';
import { useDndAccessibility } from '../../../components/dndAccessibility.ts';
import { useSortSensors } from '../../../components/useSortSensors.ts';
import { RuleBasedPanel } from './CategoryPanel.tsx';
import classes from './CategoryPanels.module.css';
import { movePanel, panelKey, prioritiesOf } from './panelOrder.ts';
import { useSavePanelOrder } from './panelsApi.ts';

interface CategoryPanelsProps {
  /** In the caller's order. */
  panels: readonly CategoryPanel[];
  window: number;
  onOpen: (panel: CategoryPanel) => void;
  onAiFactors: (patient: PatientStatusRow) => void;
}

/**
 * The rule-based category panels, reordered by dragging (docs/requirements/screens-and-routes.md#categories-page). The new order shows at
 * once and is saved as the caller's priorities, so it is the same after a reload or on another PC.
 */
export function CategoryPanels({ panels, window, onOpen, onAiFactors }: CategoryPanelsProps) {
  const saveOrder = useSavePanelOrder();
  const sensors = useSortSensors();
  const keys = panels.map(panelKey);
  const nameOf = (key: string | number) =>
    panels.find((panel) => panelKey(panel) === key)?.categoryNameTranslated ?? String(key);
  const accessibility = useDndAccessibility(nameOf);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const moved = movePanel(panels, String(active.id), String(over.id));
    saveOrder.mutate({ panels: moved, priorities: prioritiesOf(moved) });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={keys} strategy={rectSortingStrategy}>
        <div className={classes.grid} data-testid="category-panels">
          {panels.map((panel) => (
            <RuleBasedPanel
              key={panelKey(panel)}
              panel={panel}
              window={window}
              onOpen={() => onOpen(panel)}
              onAiFactors={onAiFactors}
            />
          ))}
        </div>
      </SortableContext>
    </DndContext>
  );
}
