import { z } from 'zod';
import { mobilePatientSchema } from './registration.ts';

/** A pairing code lives ten minutes and works once. */
export const PAIRING_CODE_MINUTES = 10;
/** Letters and digits that cannot be mistaken for each other when typed from a phone screen. */
export const PAIRING_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const PAIRING_CODE_LENGTH = 8;

/** POST /mobile/watch/pairing-code (phone): a new code, which voids the previous one. */
export const pairingCodeSchema = z.object({ code: z.string(), expiresAt: z.string() });

/** POST /mobile/watch/pair: the watch exchanges the code for its own credential. */
export const watchPairRequestSchema = z.object({
  code: z
    .string({ error: 'Please type the pairing code shown on the phone' })
    .trim()
    .toUpperCase()
    .min(1, 'Please type the pairing code shown on the phone')
    .max(20, 'Please type the pairing code shown on the phone'),
  appVersion: z.string().trim().min(1).max(20).nullable().default(null),
});

export const watchPairResponseSchema = z.object({ deviceToken: z.string(), patient: mobilePatientSchema });
