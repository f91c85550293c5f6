import { ModalsProvider } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { TooltipHost } from '../../components/tooltip/TooltipHost.tsx';
import { useLiveEvents } from '../../features/live-events/index.ts';
import { InactivityWatch, useNavigationActivity } from '../../features/session/index.ts';
import classes from './AuthenticatedLayout.module.css';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { SideMenu } from './SideMenu.tsx';
import { TopBar } from './TopBar.tsx';

/**
 * The frame of every page after login (docs/requirements/screens-and-routes.md#frame): top bar, left icon menu, breadcrumbs, and the
 * one tooltip its tables' icons share.
 */
export function AuthenticatedLayout() {
  useNavigationActivity();
  useLiveEvents();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <TooltipHost>
      <div className={classes.shell}>
        <TopBar />
        <div className={classes.body}>
          <SideMenu />
          {/* data-path tells browser tests which screen has rendered, not only which address is set. */}
          <main className={classes.main} data-print-content data-path={pathname}>
            <Breadcrumbs />
            <Outlet />
          </main>
        </div>
        <InactivityWatch />
        {/* Confirmations are asked only after login, so the login page loads without their code. */}
        <ModalsProvider modalProps={{ closeButtonProps: { 'aria-label': t('common.close') } }} />
      </div>
    </TooltipHost>
  );
}
