import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'vigil',
  primaryShade: 7,
  colors: { vigil: vigilTeal },
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { fw: 600 } },
  },
});
