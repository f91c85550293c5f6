import type { ReactElement, ReactNode } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { TFunction } from 'i18next';
import type { Customer, SessionUser } from '@vigil/domain';
import { MemoryRouter } from 'react-router';
import { storeAuthToken } from '../api/authToken.ts';
import { useSession } from '../api/session.ts';
import { AppProviders } from '../app/AppProviders.tsx';
import { TooltipHost } from '../components/tooltip/TooltipHost.tsx';
import { CurrentUserProvider } from '../features/session/index.ts';
import { i18n } from '../i18n/i18n.ts';
import { sessionOf } from './fixtures.ts';
import { serveApi, type ApiRoutes } from './testApi.ts';

interface ProviderOptions {
  /** The logged-in user, whom GET /session returns. */
  user: SessionUser;
  /** The server's answers besides GET /session. */
  api?: ApiRoutes;
  customer?: Customer;
  /** The address the screen is shown at. */
  path?: string;
}

/** The English texts the user reads, from the app's own i18next instance. */
export const t: TFunction = i18n.t.bind(i18n);

/** Like the app's session gate: the screen shows once the session is known, with its user. */
function SignedIn({ children }: { children: ReactNode }) {
  const user = useSession().data?.user ?? null;
  return user === null ? null : <CurrentUserProvider value={user}>{children}</CurrentUserProvider>;
}

/**
 * Renders a screen as the app shows it to a logged-in user: the app's providers (theme, query
 * client, i18next, notifications, modals), a router and the session's user, talking to `api`.
 * Whatever a test finds on screen was rendered with the session (flavour, role) already known.
 */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions) {
  const { user, customer = 'bedwetting', path = '/' } = options;
  storeAuthToken('test-token');
  const calls = serveApi({ 'GET /session': { body: sessionOf(user, customer) }, ...options.api });
  const view = render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <SignedIn>
          <TooltipHost>{ui}</TooltipHost>
        </SignedIn>
      </MemoryRouter>
      <ModalsProvider />
    </AppProviders>,
  );
  return { ...view, calls, userEvent: userEvent.setup() };
}
