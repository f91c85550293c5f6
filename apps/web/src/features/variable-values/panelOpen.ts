/**
 * Which variable panels a user opened or closed, kept as tokens: `ACRONYM` opened, `-ACRONYM`
 * closed. A panel nobody chose for follows the screen: open on a desk, closed on a phone.
 */
export type PanelChoices = readonly string[];

const TOKEN = /^-?[A-Z][A-Z0-9_]*$/;

/** Reads stored choices (tokens joined by commas); anything else in them is left out. */
export function decodePanelChoices(raw: string | null): PanelChoices {
  if (raw === null) return [];
  return raw.split(',').filter((token) => TOKEN.test(token));
}

/** Whether the panel of `acronym` is open: the user's choice, else `byDefault`. */
export function isPanelOpen(choices: PanelChoices, acronym: string, byDefault: boolean): boolean {
  if (choices.includes(acronym)) return true;
  if (choices.includes(`-${acronym}`)) return false;
  return byDefault;
}

/** The choices after opening or closing the panels of `acronyms`. */
export function choosePanelsOpen(
  choices: PanelChoices,
  acronyms: readonly string[],
  open: boolean,
): string[] {
  const chosen = new Set(acronyms);
  const kept = choices.filter((token) => !chosen.has(token.replace(/^-/, '')));
  return [...kept, ...acronyms.map((acronym) => (open ? acronym : `-${acronym}`))];
}
