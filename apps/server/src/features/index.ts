import { isTestEnvironment } from '@vigil/domain';
import type { AppContext } from '../app-context.ts';
import type { Api } from '../platform/api.ts';
import { registerPredictionRoutes } from './ai/predictions/routes.ts';
import { registerAiTaskRoutes } from './ai/tasks/routes.ts';
import { registerAuditRoutes } from './audit/routes.ts';
import { registerCategoryRoutes } from './categories/index.ts';
import { registerCategoryMessageRoutes } from './category-messages/index.ts';
import { registerClientErrorRoutes } from './client-errors/routes.ts';
import { registerInHospitalRoutes } from './in-hospital/routes.ts';
import { registerInterventionRoutes } from './interventions/index.ts';
import { registerLimitRoutes } from './limits/routes.ts';
import { registerMedicalNoteRoutes } from './medical-note/index.ts';
import { registerMobileRoutes } from './mobile/index.ts';
import { registerNightRoutes } from './nights/index.ts';
import { registerOrganizationRoutes } from './organizations/routes.ts';
import { registerPatientMessageRoutes } from './patient-messages/index.ts';
import { registerPatientRoutes } from './patients/routes.ts';
import { registerSessionRoutes } from './session/routes.ts';
import { registerStatisticsRoutes } from './statistics/index.ts';
import { registerTestSupportRoutes } from './test-support/routes.ts';
import { registerUserRoutes } from './users/routes.ts';
import { registerVariableValueRoutes } from './variable-values/index.ts';
import { registerVariableRoutes } from './variables/routes.ts';

/** Every feature's routes under /api/v1. */
export function registerFeatures(api: Api, context: AppContext): void {
  registerSessionRoutes(api, context);
  registerUserRoutes(api, context);
  registerOrganizationRoutes(api, context);
  registerInHospitalRoutes(api, context);
  registerPatientRoutes(api, context);
  registerClientErrorRoutes(api, context);
  registerAuditRoutes(api, context);
  registerVariableRoutes(api, context);
  registerLimitRoutes(api, context);
  registerVariableValueRoutes(api, context);
  registerCategoryRoutes(api, context);
  registerInterventionRoutes(api, context);
  registerNightRoutes(api, context);
  registerCategoryMessageRoutes(api, context);
  registerPatientMessageRoutes(api, context);
  registerMobileRoutes(api, context);
  registerAiTaskRoutes(api, context);
  registerPredictionRoutes(api, context);
  registerMedicalNoteRoutes(api, context);
  registerStatisticsRoutes(api, context);
  if (isTestEnvironment(context.config.profile)) registerTestSupportRoutes(api, context);
}
