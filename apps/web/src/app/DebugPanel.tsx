import { lazy, Suspense } from 'react';
import { useSession } from '../api/session.ts';

/** docs/requirements/overview.md#test-environments: local and stage show a debug panel; test and prod do not. */
const DEBUG_PROFILES: readonly string[] = ['local', 'stage'];

// Its code (a table, a tooltip, date formatting) is fetched only where the panel is shown.
const DebugDetails = lazy(async () => ({ default: (await import('./DebugDetails.tsx')).DebugDetails }));

/** What a developer or tester needs to know about this page and its session, one click away. */
export function DebugPanel() {
  const session = useSession();
  const profile = session.data?.profile;
  if (profile === undefined || !DEBUG_PROFILES.includes(profile)) return null;
  return (
    <Suspense fallback={null}>
      <DebugDetails />
    </Suspense>
  );
}
