import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditRoutes } from '@vigil/domain';
import { call } from '../../../api/call.ts';

export interface AuditFilter {
  /** Weeks back, or -1 for the logins. */
  duration: number;
  user: string;
  action: string;
}

/** The audit rows of the chosen duration and filters (the newest 2,000 at most). */
export function useAuditRows({ duration, user, action }: AuditFilter) {
  const route = duration === -1 ? auditRoutes.auditLogins : auditRoutes.auditWeeks;
  const query = { weeks: duration, user: user || undefined, action: action || undefined };
  return useQuery({
    queryKey: ['audit', duration, user, action] as const,
    placeholderData: keepPreviousData,
    meta: { errorsShownInline: true },
    queryFn: ({ signal }) => call(route, { query, signal }),
  });
}
