import { DIAGRAM_WIDTH_KEY, HISTORY_PANEL_ORDER_KEY, HISTORY_VIEW_KEY } from '../../storage/clientState.ts';
import { storedValue, useStoredValue } from '../../storage/storedValue.ts';
import { decodeDiagramWidth, type DiagramWidthChoice } from './diagramWidth.ts';
import { decodePanelOrder } from './panelOrder.ts';

export type HistoryView = 'table' | 'diagram';

const panelOrder = storedValue(HISTORY_PANEL_ORDER_KEY, decodePanelOrder);
const view = storedValue(HISTORY_VIEW_KEY, (raw): HistoryView => (raw === 'diagram' ? 'diagram' : 'table'));
const width = storedValue(DIAGRAM_WIDTH_KEY, decodeDiagramWidth);

/** How the Other tab lays out the variable history: panel order, table or diagram, diagram width. */
export function useHistoryLayout() {
  return {
    panelOrder: useStoredValue(panelOrder),
    setPanelOrder: (order: readonly string[]) => panelOrder.write(order.length === 0 ? null : order),
    view: useStoredValue(view),
    setView: (next: HistoryView) => view.write(next),
    width: useStoredValue(width),
    setWidth: (next: DiagramWidthChoice) => width.write(next),
  };
}
