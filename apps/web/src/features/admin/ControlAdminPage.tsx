import { Button, Tabs } from '@mantine/core';
import {
  IconAlarm,
  IconCategory,
  IconBrain,
  IconChartBar,
  IconColumns3,
  IconListSearch,
  IconShieldLock,
  IconStethoscope,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../components/Page.tsx';
import { AlarmTypeAdmin } from '../alarm-types/index.ts';
import { CategoryLanguageAdmin } from '../category-languages/index.ts';
import { InterventionCatalogue } from '../interventions/index.ts';
import { SecondFactorPolicy } from '../users/index.ts';
import { PredefinedVariablePages } from '../variables/index.ts';
import { AiTrainingTab } from './ai-training/AiTrainingTab.tsx';
import { ControlAuditTab } from './audit/ControlAuditTab.tsx';

/**
 * Control admin (product admin): audit, interventions, variable priority, alarm types, category
 * names, AI training, the second factor required per role.
 */
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
      <Tabs defaultValue="audit" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="audit" leftSection={<IconListSearch size={16} />}>
            {t('controlAudit.tab')}
          </Tabs.Tab>
          <Tabs.Tab value="interventions" leftSection={<IconStethoscope size={16} />}>
            {t('interventionCatalogue.tab')}
          </Tabs.Tab>
          <Tabs.Tab value="variable-priority" leftSection={<IconColumns3 size={16} />}>
            {t('variablePages.priorityTab')}
          </Tabs.Tab>
          <Tabs.Tab value="alarm-types" leftSection={<IconAlarm size={16} />}>
            {t('alarmTypes.tab')}
          </Tabs.Tab>
          <Tabs.Tab value="category-languages" leftSection={<IconCategory size={16} />}>
            {t('categoryLanguages.tab')}
          </Tabs.Tab>
          <Tabs.Tab value="ai-training" leftSection={<IconBrain size={16} />}>
            {t('aiTraining.tab')}
          </Tabs.Tab>
          <Tabs.Tab value="second-factor" leftSection={<IconShieldLock size={16} />}>
            {t('secondFactor.policy.tab')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="audit">
          <ControlAuditTab />
        </Tabs.Panel>
        <Tabs.Panel value="interventions">
          <InterventionCatalogue />
        </Tabs.Panel>
        <Tabs.Panel value="variable-priority">
          <PredefinedVariablePages />
        </Tabs.Panel>
        <Tabs.Panel value="alarm-types">
          <AlarmTypeAdmin />
        </Tabs.Panel>
        <Tabs.Panel value="category-languages">
          <CategoryLanguageAdmin />
        </Tabs.Panel>
        <Tabs.Panel value="ai-training">
          <AiTrainingTab />
        </Tabs.Panel>
        <Tabs.Panel value="second-factor">
          <SecondFactorPolicy />
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}
