import { useMediaQuery } from '@mantine/hooks';
import {
  DIAGRAM_WIDTH_KEY,
  HISTORY_PANEL_ORDER_KEY,
  HISTORY_PANELS_OPEN_KEY,
  HISTORY_VIEW_KEY,
} from '../../storage/clientState.ts';
import { storedValue, useStoredValue } from '../../storage/storedValue.ts';
import { decodeDiagramWidth, type DiagramWidthChoice } from './diagramWidth.ts';
import { choosePanelsOpen, decodePanelChoices, isPanelOpen } from './panelOpen.ts';
import { decodePanelOrder } from './panelOrder.ts';

export type HistoryView = 'table' | 'diagram';

/** Below this width the panels start closed: a phone shows their names, not twenty tables. */
const PHONE_QUERY = '(max-width: 48em)';

const panelOrder = storedValue(HISTORY_PANEL_ORDER_KEY, decodePanelOrder);
const panelsOpen = storedValue(HISTORY_PANELS_OPEN_KEY, decodePanelChoices);
const view = storedValue(HISTORY_VIEW_KEY, (raw): HistoryView => (raw === 'diagram' ? 'diagram' : 'table'));
const width = storedValue(DIAGRAM_WIDTH_KEY, decodeDiagramWidth);

/**
 * How the Other tab lays out the variable history: panel order, which panels are open, table or
 * diagram, diagram width.
 */
export function useHistoryLayout() {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const openChoices = useStoredValue(panelsOpen);
  return {
    panelOrder: useStoredValue(panelOrder),
    setPanelOrder: (order: readonly string[]) => panelOrder.write(order.length === 0 ? null : order),
    isOpen: (acronym: string) => isPanelOpen(openChoices, acronym, !phone),
    setOpen: (acronyms: readonly string[], open: boolean) =>
      panelsOpen.write(choosePanelsOpen(panelsOpen.read(), acronyms, open)),
    view: useStoredValue(view),
    setView: (next: HistoryView) => view.write(next),
    width: useStoredValue(width),
    setWidth: (next: DiagramWidthChoice) => width.write(next),
  };
}
