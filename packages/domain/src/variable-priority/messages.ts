export const UNKNOWN_VARIABLE_MESSAGE = 'Could not find the variable';

export const VARIABLE_PRIORITY_MESSAGES = {
  windowFull: 'There are already 10 variables',
  noneAvailable: 'There are no available variables',
  unknownVariable: UNKNOWN_VARIABLE_MESSAGE,
  // Not in the spec: the server's answers to lists no drag and drop can produce.
  window: 'The page number must be from 1 to 5',
  twiceInWindow: 'A variable can be on a page only once',
} as const;
