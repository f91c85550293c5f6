import { z } from 'zod';

/** One call in the audit trail (docs/requirements/roles-and-scope.md#audit), as Control Audit reads it. */
export const auditRowSchema = z.object({
  id: z.number().int(),
  user: z.object({ iduser: z.number().int().nullable(), username: z.string().nullable() }),
  date: z.string(),
  ip: z.string().nullable(),
  method: z.string(),
  url: z.string(),
  status: z.number().int(),
  error: z.string().nullable(),
  platform: z.string().nullable(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

/** Control Audit's duration choices: weeks back, or -1 for the logins (docs/requirements/administration.md#control-audit, default). */
export const AUDIT_DURATIONS = [-1, 2, 3, 4] as const;
