export const NIGHTS_MESSAGES = {
  month: 'The month must be written YYYY-MM',
} as const;
