export const NIGHTS_MESSAGES = {
  month: 'The month must be written YYYY-MM',
} as const;

/**
 * The technical errors the patient app reports, in the English it sends them in; the medical
 * note names them in the reader's language (medical-note/phrases), other texts are quoted as sent.
 */
export const KNOWN_TECHNICAL_ERRORS = [
  'Sensor disconnected',
  'Low battery',
  'Bluetooth connection lost',
  'Alarm did not sound',
] as const;
export type KnownTechnicalError = (typeof KNOWN_TECHNICAL_ERRORS)[number];

export const isKnownTechnicalError = (text: string): text is KnownTechnicalError =>
  (KNOWN_TECHNICAL_ERRORS as readonly string[]).includes(text);
