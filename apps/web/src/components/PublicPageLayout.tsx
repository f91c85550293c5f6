import type { ReactNode } from 'react';
import { Alert, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { flavourOf } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { useSession } from '../api/session.ts';
import { FlavourLogo } from './FlavourLogo.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { NightSkyBackdrop } from './NightSkyBackdrop.tsx';
import { PulseBackdrop } from './PulseBackdrop.tsx';
import classes from './PublicPageLayout.module.css';

interface PublicPageLayoutProps {
  title: string;
  subtitle?: string;
  children?: ReactNode;
}

/** The frame of the pages shown before login: branded background, language menu and a centred card. */
export function PublicPageLayout({ title, subtitle, children }: PublicPageLayoutProps) {
  const { t } = useTranslation();
  const session = useSession();
  // Until the server answers we do not know the brand; when it cannot answer, the neutral look is right.
  const flavour = flavourOf(session.data?.customerName ?? 'generic');
  useDocumentTitle(`${title} · ${flavour.brand.name}`);

  if (session.isPending) {
    return (
      <Center mih="100dvh">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }

  const nightSky = flavour.brand.look === 'night-sky';
  return (
    <div className={classes.page} data-flavour={flavour.customer}>
      {nightSky ? <NightSkyBackdrop /> : <PulseBackdrop />}
      <header className={classes.topBar}>
        <LanguageMenu variant={nightSky ? 'white' : 'default'} />
      </header>
      <main className={classes.content}>
        <Paper className={classes.card} radius="lg">
          <Stack gap="lg">
            <FlavourLogo brand={flavour.brand} />
            <div>
              <Title order={1} fz={26}>
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" size="sm" mt={4}>
                  {subtitle}
                </Text>
              )}
            </div>
            {session.error && (
              <Alert color="red" variant="light" icon={<IconAlertCircle />}>
                {session.error.message}
              </Alert>
            )}
            {children}
          </Stack>
        </Paper>
      </main>
    </div>
  );
}
