import { z } from 'zod/mini';

/**
 * Every error the API returns has this shape (docs/requirements/errors.md#error-shape). `messageId` names the catalogue
 * message (see message-ids.ts) when the text is one, so a client translates by id, not by text.
 * In zod/mini, like the other schemas the login page reads (see session.ts).
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  messageId: z.optional(z.string()),
  /** On 429: how many seconds to wait before trying again (also the Retry-After header). */
  retryAfter: z.optional(z.number()),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'UNPROCESSABLE',
  'PAYLOAD_TOO_LARGE',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
  'UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
