import type { ReactNode } from 'react';
import { createHashRouter, Navigate, type RouteObject } from 'react-router';
import { LoggedOutPage, LOGGED_OUT_PATH } from '../features/session/index.ts';
import { AppFrame } from './AppFrame.tsx';
import { lazyPage, PageSuspense } from './lazyPage.tsx';
import { loadPatientDetails, loadPatientsFeature } from './patientsFeature.ts';
import { RequireRights } from './RequireRights.tsx';
import type { RouteHandle } from './routeHandle.ts';
import { RouteErrorPage } from './RouteErrorPage.tsx';
import type { GuardedPath } from './routeRights.ts';
import { SessionGate } from './SessionGate.tsx';

const admin = () => import('../features/admin/index.ts');
const categories = () => import('../features/categories/pages.ts');
const forgotPassword = () => import('../features/forgot-password/index.ts');

const ControlAdminPage = lazyPage(admin, 'ControlAdminPage');
const CategoriesPage = lazyPage(categories, 'CategoriesPage');
const ControlCategoriesPage = lazyPage(categories, 'ControlCategoriesPage');
const ForgotPasswordPage = lazyPage(forgotPassword, 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(forgotPassword, 'ResetPasswordPage');
const ControlOrganizationPage = lazyPage(
  () => import('../features/organizations/pages.ts'),
  'ControlOrganizationPage',
);
const LastPatientPage = lazyPage(loadPatientsFeature, 'LastPatientPage');
const PatientDetailsPage = lazyPage(loadPatientDetails, 'PatientDetailsPage');
const PatientSummaryPage = lazyPage(loadPatientDetails, 'PatientSummaryPage');
const PatientsPage = lazyPage(loadPatientsFeature, 'PatientsPage');
const StatisticsPage = lazyPage(() => import('../features/statistics/index.ts'), 'StatisticsPage');
const UpdatePasswordPage = lazyPage(
  () => import('../features/update-password/index.ts'),
  'UpdatePasswordPage',
);
const ControlUsersPage = lazyPage(() => import('../features/users/pages.ts'), 'ControlUsersPage');
const ControlVariablesPage = lazyPage(() => import('../features/variables/pages.ts'), 'ControlVariablesPage');

/** An authenticated route: its path, its guard by rights group and its breadcrumb. */
function guarded(path: GuardedPath, page: ReactNode, handle: RouteHandle): RouteObject {
  return {
    path: path.slice(1),
    element: (
      <RequireRights path={path}>
        <PageSuspense>{page}</PageSuspense>
      </RequireRights>
    ),
    handle,
  };
}

const controlPanel = (crumb: RouteHandle['crumb']): RouteHandle => ({ crumb, section: 'controlPanel' });

/** Hash routes of docs/requirements/screens-and-routes.md#routes; authenticated pages hang under the session gate at /. */
export const router = createHashRouter([
  {
    element: <AppFrame />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: '/',
        element: <SessionGate />,
        children: [
          // docs/requirements/screens-and-routes.md#routes: with a token, / is the patients list. It has one address, so the list that
          // login opens is not mounted twice (once at /, again at /patients) and loses no state.
          { index: true, element: <Navigate to="/patients" replace /> },
          guarded('/patients', <PatientsPage />, { crumb: 'nav.patients' }),
          guarded('/patient/view/last', <LastPatientPage />, { crumb: 'nav.patientDetails' }),
          guarded('/patient/:id', <PatientDetailsPage />, { crumb: 'nav.patientDetails' }),
          guarded('/patient/:id/summary', <PatientSummaryPage />, { crumb: 'summary.title' }),
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
      {
        path: '/forgotPassword',
        element: (
          <PageSuspense>
            <ForgotPasswordPage />
          </PageSuspense>
        ),
      },
      {
        path: '/forgotPassword/:id',
        element: (
          <PageSuspense>
            <ResetPasswordPage />
          </PageSuspense>
        ),
      },
      {
        path: '/updatePassword',
        element: (
          <PageSuspense>
            <UpdatePasswordPage />
          </PageSuspense>
        ),
      },
      { path: LOGGED_OUT_PATH, element: <LoggedOutPage /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
