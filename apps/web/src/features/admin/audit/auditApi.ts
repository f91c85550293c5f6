import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditRowSchema } from '@vigil/domain';
import { z } from 'zod';
import { api } from '../../../api/client.ts';

export interface AuditFilter {
  /** Weeks back, or -1 for the logins. */
  duration: number;
  user: string;
  action: string;
}

/** The audit rows of the chosen duration and filters (the newest 2,000 at most). */
export function useAuditRows({ duration, user, action }: AuditFilter) {
  const query = new URLSearchParams({ weeks: String(duration === -1 ? -1 : duration) });
  if (user) query.set('user', user);
  if (action) query.set('action', action);
  const path =
    duration === -1 ? `/audittrail/weeksBackInTime/logedin?${query}` : `/audittrail/weeksBackInTime?${query}`;
  return useQuery({
    queryKey: ['audit', duration, user, action] as const,
    placeholderData: keepPreviousData,
    meta: { errorsShownInline: true },
    queryFn: ({ signal }) => api.get(path, { parse: (data) => z.array(auditRowSchema).parse(data), signal }),
  });
}
