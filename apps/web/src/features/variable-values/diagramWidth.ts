/** Widths the diagram view offers, in px; 'auto' follows the window (docs/requirements/screens-and-routes.md#variable-history-panels). */
export const DIAGRAM_WIDTHS = ['450', '580', '800', 'auto'] as const;
export type DiagramWidthChoice = (typeof DIAGRAM_WIDTHS)[number];
export const DEFAULT_DIAGRAM_WIDTH: DiagramWidthChoice = '580';

/** The narrowest a diagram gets, however small the window. */
export const MIN_DIAGRAM_WIDTH = 240;

/** docs/requirements/screens-and-routes.md#variable-history-panels: a chosen width as it is, or 'auto': 80% of the window minus 70. */
export function diagramWidth(choice: DiagramWidthChoice, windowWidth: number): number {
  if (choice === 'auto') return Math.max(MIN_DIAGRAM_WIDTH, Math.round(windowWidth * 0.8 - 70));
  return Number(choice);
}

/** The width a diagram is drawn at: its chosen width, but never wider than the room it has. */
export function fittedDiagramWidth(choice: DiagramWidthChoice, windowWidth: number, room: number): number {
  const wanted = diagramWidth(choice, windowWidth);
  return room > 0 ? Math.max(Math.min(wanted, room), Math.min(MIN_DIAGRAM_WIDTH, room)) : wanted;
}

export function decodeDiagramWidth(raw: string | null): DiagramWidthChoice {
  return DIAGRAM_WIDTHS.find((choice) => choice === raw) ?? DEFAULT_DIAGRAM_WIDTH;
}
