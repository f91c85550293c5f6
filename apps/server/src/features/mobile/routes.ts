import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { registerEntryRoutes } from './entry-routes.ts';
import { registerMessageRoutes } from './message-routes.ts';
import { registerRegistrationRoutes } from './registration-routes.ts';
import { registerWatchRoutes } from './watch-routes.ts';

/** The patient-device API under /api/v1/mobile (docs/requirements/mobile.md#device-api), and the staff calls about devices. */
export function registerMobileRoutes(api: Api, context: AppContext): void {
  registerRegistrationRoutes(api, context);
  registerEntryRoutes(api, context);
  registerMessageRoutes(api, context);
  registerWatchRoutes(api, context);
}
