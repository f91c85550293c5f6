import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../features/session/index.ts';
import { mayOpen, type GuardedPath } from './routeRights.ts';

interface RequireRightsProps {
  path: GuardedPath;
  children: ReactNode;
}

/** docs/requirements/screens-and-routes.md#route-rights: a route outside the user's rights group sends them to /. */
export function RequireRights({ path, children }: RequireRightsProps) {
  const { userRole } = useCurrentUser();
  if (!mayOpen(userRole, path)) return <Navigate to="/" replace />;
  return children;
}
