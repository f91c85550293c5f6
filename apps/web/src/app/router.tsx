import type { ReactNode } from 'react';
import { createHashRouter, Navigate, type RouteObject } from 'react-router';
import { ControlAdminPage } from '../features/admin/index.ts';
import { CategoriesPage, ControlCategoriesPage } from '../features/categories/index.ts';
import { ForgotPasswordPage, ResetPasswordPage } from '../features/forgot-password/index.ts';
import { ControlOrganizationPage } from '../features/organizations/index.ts';
import { LastPatientPage, PatientDetailsPage, PatientsPage } from '../features/patients/index.ts';
import { LoggedOutPage, LOGGED_OUT_PATH } from '../features/session/index.ts';
import { StatisticsPage } from '../features/statistics/index.ts';
import { UpdatePasswordPage } from '../features/update-password/index.ts';
import { ControlUsersPage } from '../features/users/index.ts';
import { ControlVariablesPage } from '../features/variables/index.ts';
import { AppFrame } from './AppFrame.tsx';
import { RequireRights } from './RequireRights.tsx';
import type { RouteHandle } from './routeHandle.ts';
import { RouteErrorPage } from './RouteErrorPage.tsx';
import type { GuardedPath } from './routeRights.ts';
import { SessionGate } from './SessionGate.tsx';

/** An authenticated route: its path, its guard by rights group and its breadcrumb. */
function guarded(path: GuardedPath, page: ReactNode, handle: RouteHandle): RouteObject {
  return { path: path.slice(1), element: <RequireRights path={path}>{page}</RequireRights>, handle };
}

const controlPanel = (crumb: RouteHandle['crumb']): RouteHandle => ({ crumb, section: 'controlPanel' });

/** Hash routes of spec core §2; authenticated pages hang under the session gate at /. */
export const router = createHashRouter([
  {
    element: <AppFrame />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: '/',
        element: <SessionGate />,
        children: [
          // Spec core §2: with a token, / is the patients list. It has one address, so the list that
          // login opens is not mounted twice (once at /, again at /patients) and loses no state.
          { index: true, element: <Navigate to="/patients" replace /> },
          guarded('/patients', <PatientsPage />, { crumb: 'nav.patients' }),
          guarded('/patient/view/last', <LastPatientPage />, { crumb: 'nav.patientDetails' }),
          guarded('/patient/:id', <PatientDetailsPage />, { crumb: 'nav.patientDetails' }),
          guarded('/categories', <CategoriesPage />, { crumb: 'nav.categories' }),
          guarded('/controlpanel/variables', <ControlVariablesPage />, controlPanel('nav.controlVariables')),
          guarded(
            '/controlpanel/categories',
            <ControlCategoriesPage />,
            controlPanel('nav.controlCategories'),
          ),
          guarded('/controlpanel/users', <ControlUsersPage />, controlPanel('nav.controlUsers')),
          guarded(
            '/controlpanel/organization',
            <ControlOrganizationPage />,
            controlPanel('nav.controlOrganization'),
          ),
          guarded('/controlpanel/admin', <ControlAdminPage />, controlPanel('nav.controlAdmin')),
          guarded('/controlpanel/statistics', <StatisticsPage />, controlPanel('nav.statistics')),
        ],
      },
      { path: '/forgotPassword', element: <ForgotPasswordPage /> },
      { path: '/forgotPassword/:id', element: <ResetPasswordPage /> },
      { path: '/updatePassword', element: <UpdatePasswordPage /> },
      { path: LOGGED_OUT_PATH, element: <LoggedOutPage /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
