import { Button } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '../../components/EmptyPanel.tsx';
import { Page } from '../../components/Page.tsx';

/** Control admin (product admin): audit, interventions, alarm types, languages, AI training. */
export function ControlAdminPage() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('nav.controlAdmin')}
      description={t('controlAdmin.description')}
      actions={
        <Button
          component={Link}
          to="/controlpanel/statistics"
          variant="light"
          leftSection={<IconChartBar size={18} />}
        >
          {t('nav.statistics')}
        </Button>
      }
    >
      <EmptyPanel />
    </Page>
  );
}
