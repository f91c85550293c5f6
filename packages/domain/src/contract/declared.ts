import { aiTaskRoutes, predictionRoutes } from '../ai/routes.ts';
import { alarmTypeRoutes } from '../alarm-types/routes.ts';
import { auditRoutes } from '../audit-routes.ts';
import { categoryPanelRoutes } from '../categories/answers.ts';
import { categoryRoutes } from '../categories/routes.ts';
import { interventionRoutes } from '../interventions/routes.ts';
import { limitRoutes } from '../limits/routes.ts';
import { liveEventRoutes } from '../live-events.ts';
import { categoryMessageRoutes, patientMessageRoutes } from '../messages/routes.ts';
import { medicalNoteRoutes } from '../medical-note/routes.ts';
import { mobileRoutes } from '../mobile/phone-routes.ts';
import { deviceRoutes } from '../mobile/routes.ts';
import { nightRoutes } from '../nights/routes.ts';
import { organizationRoutes } from '../organization-routes.ts';
import { ownSessionRoutes } from '../own-session-routes.ts';
import { inHospitalRoutes } from '../patients/in-hospital.ts';
import { patientListRoutes } from '../patients/list.ts';
import { patientRoutes } from '../patients/routes.ts';
import { secondFactorRoutes } from '../second-factor-routes.ts';
import { clientErrorRoutes, sessionRoutes, themeRoutes } from '../session.ts';
import { statisticsRoutes } from '../statistics/routes.ts';
import { userRoutes } from '../user-routes.ts';
import { variableValueRoutes } from '../variable-history-routes.ts';
import { variableRoutes } from '../variable-priority/routes.ts';
import type { RouteGroup } from './route.ts';

/**
 * The declared routes of each server feature, by the feature's folder name. The server's tests
 * read this list; the web imports a group by name, so a chunk carries only the groups it calls
 * (a feature whose first screen reads zod/mini keeps those routes in a group of their own).
 */
export const DECLARED_ROUTES: Readonly<Record<string, readonly RouteGroup[]>> = {
  ai: [predictionRoutes, aiTaskRoutes],
  'alarm-types': [alarmTypeRoutes],
  audit: [auditRoutes],
  categories: [categoryPanelRoutes, categoryRoutes],
  'category-messages': [categoryMessageRoutes],
  'client-errors': [clientErrorRoutes],
  'in-hospital': [inHospitalRoutes],
  interventions: [interventionRoutes],
  limits: [limitRoutes],
  'live-events': [liveEventRoutes],
  'medical-note': [medicalNoteRoutes],
  mobile: [mobileRoutes, deviceRoutes],
  nights: [nightRoutes],
  organizations: [organizationRoutes],
  'patient-messages': [patientMessageRoutes],
  patients: [patientListRoutes, patientRoutes],
  'second-factor': [secondFactorRoutes],
  session: [sessionRoutes, ownSessionRoutes],
  statistics: [statisticsRoutes],
  users: [userRoutes, themeRoutes],
  'variable-values': [variableValueRoutes],
  variables: [variableRoutes],
};
