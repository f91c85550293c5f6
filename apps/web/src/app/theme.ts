import {
  createTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import type { Theme } from '@vigil/domain';

// A muted teal: reads as clinical and calm, and keeps red, orange and yellow free for statuses.
const vigilTeal: MantineColorsTuple = [
  '#e7f6f7',
  '#d2eaec',
  '#a6d3d8',
  '#76bbc2',
  '#50a7b0',
  '#379aa4',
  '#27939e',
  '#167f8a',
  '#05717b',
  '#00626b',
];

// The red set (docs/requirements/administration.md#themes): a deep crimson, darker than the status reds so alerts stay apart.
const vigilRed: MantineColorsTuple = [
  '#fdecee',
  '#f6d6da',
  '#ecaab3',
  '#e27b89',
  '#d95566',
  '#d43d50',
  '#d22f44',
  '#ba2136',
  '#a61b30',
  '#921028',
];

const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'vigil',
  // Shade 8: white on it and it on the page's greys stay above 4.5:1 (WCAG AA); shade 7 was at 4.49.
  primaryShade: 8,
  colors: { vigil: vigilTeal, vigilRed },
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { fw: 600 } },
    // Every loader is labelled; the role lets assistive technology announce it.
    Loader: { defaultProps: { role: 'status' } },
  },
});

/**
 * Each user's colour set: the same theme with another primary colour (shade 8 in both). In the
 * red set the crimson is the frame's (header, buttons, the chosen menu entry); links and badges
 * take a neutral slate, so red on a screen still means an alarm (docs/decisions/administration.md#red-theme).
 */
export const THEME_OVERRIDES: Readonly<Record<Theme, MantineThemeOverride>> = {
  default: theme,
  red: {
    ...theme,
    primaryColor: 'vigilRed',
    components: {
      ...theme.components,
      Anchor: { defaultProps: { c: 'dark.6' } },
      Badge: { defaultProps: { color: 'dark' } },
    },
  },
};

/**
 * Dimmed text in gray 7 (8.2:1 on white) instead of Mantine's gray 6 (3.3:1, below WCAG AA).
 * `--vigil-accent` colours what is neither frame nor alarm (the AI score): the primary colour,
 * but slate in the red set, whose crimson would read as an alarm.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {
    '--vigil-accent':
      resolved.primaryColor === 'vigilRed' ? resolved.colors.dark[6] : 'var(--mantine-primary-color-8)',
  },
  light: { '--mantine-color-dimmed': resolved.colors.gray[7] },
  dark: {},
});
