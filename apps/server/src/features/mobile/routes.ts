import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { startDerivedVariablesRefresh } from './derived-refresh.ts';
import { registerEntryRoutes } from './entry-routes.ts';
import { registerMessageRoutes } from './message-routes.ts';
import { registerRegistrationRoutes } from './registration-routes.ts';
import { registerWatchRoutes } from './watch-routes.ts';

/** The patient-device API under /api/v1/mobile (docs/requirements/mobile.md#device-api), and the staff calls about devices. */
export function registerMobileRoutes(api: Api, context: AppContext): void {
  const { database, config } = context;
  const refresh = startDerivedVariablesRefresh(database.db, config.customer, api.log);
  api.addHook('onClose', () => refresh.stop());
  registerRegistrationRoutes(api, context, refresh.nudge);
  registerEntryRoutes(api, context, refresh.nudge);
  registerMessageRoutes(api, context);
  registerWatchRoutes(api, context);
}
