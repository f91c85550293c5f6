import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { isRouteHandle } from '../routeHandle.ts';

/** Breadcrumbs above the content: home, the section, and the page (from the route's handle). */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const handle = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
  if (!handle) return null;
  return (
    <MantineBreadcrumbs
      component="nav"
      aria-label={t('shell.breadcrumbs')}
      separatorMargin={6}
      mb="md"
      fz="sm"
      data-testid="breadcrumbs"
      data-no-print
    >
      <Anchor component={Link} to="/patients" size="sm">
        {t('shell.home')}
      </Anchor>
      {handle.section === 'controlPanel' && (
        <Text size="sm" c="dimmed">
          {t('shell.controlPanel')}
        </Text>
      )}
      <Text size="sm" fw={500} aria-current="page">
        {t(handle.crumb)}
      </Text>
    </MantineBreadcrumbs>
  );
}
