import { createContext, useContext } from 'react';
import type { SessionUser } from '@vigil/domain';

const CurrentUserContext = createContext<SessionUser | null>(null);

/** Given by the session gate to everything behind it, which therefore always has a user. */
export const CurrentUserProvider = CurrentUserContext.Provider;

/** The logged-in user; only for screens behind the session gate. */
export function useCurrentUser(): SessionUser {
  const user = useContext(CurrentUserContext);
  if (user === null) throw new Error('useCurrentUser is for screens behind the session gate');
  return user;
}
