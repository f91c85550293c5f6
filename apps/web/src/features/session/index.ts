/** What the rest of the app uses of the session feature: the user, logout, inactivity. */
export { useNavigationActivity } from './activityRefresh.ts';
export { CurrentUserProvider, useCurrentUser } from './currentUser.tsx';
export { storeIdleDeadline, useIdleDeadline } from './idleDeadline.ts';
export { secondsLeft } from './inactivity.ts';
export { InactivityWatch } from './InactivityWatch.tsx';
export { LoggedOutPage } from './LoggedOutPage.tsx';
export { SessionEvents } from './SessionEvents.tsx';
export { LOGGED_OUT_PATH, useLogOut } from './useLogOut.ts';
export {
  pendingSecondFactor,
  pendingSecondFactorFrom,
  type PendingSecondFactor,
} from './pendingSecondFactor.ts';
export { useStartSession } from './useStartSession.ts';
