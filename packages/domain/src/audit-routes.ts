import { z } from 'zod';
import { auditRowSchema } from './audit.ts';
import type { RouteGroup } from './contract/route.ts';
import { decimalText } from './integer-column.ts';

const tags = ['audit trail'];
const productAdmin = 'APPADMIN_RIGHTS';

/** Control Audit's query: weeks back (-1: no limit) and its filters. */
export const auditQuerySchema = z.object({
  weeks: decimalText(z.coerce.number().int().min(-1).max(520).default(-1)),
  // Beyond the spec: Control Audit's filters, applied before the newest rows are taken.
  user: z.string().trim().max(200).optional(),
  action: z.string().trim().max(500).optional(),
});

/** Control Audit (docs/requirements/roles-and-scope.md#audit): the newest rows of the audit trail. */
export const auditRoutes = {
  auditTrail: {
    method: 'GET',
    path: '/audittrail',
    access: productAdmin,
    tags,
    summary: 'The newest audit rows',
    answer: z.array(auditRowSchema),
  },
  auditWeeks: {
    method: 'GET',
    path: '/audittrail/weeksBackInTime',
    access: productAdmin,
    tags,
    summary: 'Audit rows of the last weeks',
    query: auditQuerySchema,
    answer: z.array(auditRowSchema),
  },
  auditLogins: {
    method: 'GET',
    path: '/audittrail/weeksBackInTime/logedin',
    access: productAdmin,
    tags,
    summary: 'Logins of the last weeks (-1: all)',
    query: auditQuerySchema,
    answer: z.array(auditRowSchema),
  },
} as const satisfies RouteGroup;
