import { isTestEnvironment } from '@vigil/domain';
import type { AppContext } from '../app-context.ts';
import type { Api } from '../platform/api.ts';
import { registerAuditRoutes } from './audit/routes.ts';
import { registerClientErrorRoutes } from './client-errors/routes.ts';
import { registerLimitRoutes } from './limits/routes.ts';
import { registerOrganizationRoutes } from './organizations/routes.ts';
import { registerPatientRoutes } from './patients/routes.ts';
import { registerSessionRoutes } from './session/routes.ts';
import { registerTestSupportRoutes } from './test-support/routes.ts';
import { registerUserRoutes } from './users/routes.ts';
import { registerVariableValueRoutes } from './variable-values/index.ts';
import { registerVariableRoutes } from './variables/routes.ts';

/** Every feature's routes under /api/v1. */
export function registerFeatures(api: Api, context: AppContext): void {
  registerSessionRoutes(api, context);
  registerUserRoutes(api, context);
  registerOrganizationRoutes(api, context);
  registerPatientRoutes(api, context);
  registerClientErrorRoutes(api, context);
  registerAuditRoutes(api, context);
  registerVariableRoutes(api, context);
  registerLimitRoutes(api, context);
  registerVariableValueRoutes(api, context);
  if (isTestEnvironment(context.config.profile)) registerTestSupportRoutes(api, context);
}
