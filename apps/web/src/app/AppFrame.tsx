import { Outlet } from 'react-router';
import { SessionEvents } from '../features/session/index.ts';
import { DebugPanel } from './DebugPanel.tsx';
import { TestEnvironmentBanner } from './TestEnvironmentBanner.tsx';

/** Every page: the test-environment banner on top, the route below filling the window. */
export function AppFrame() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <TestEnvironmentBanner />
      <Outlet />
      <DebugPanel />
      <SessionEvents />
    </div>
  );
}
