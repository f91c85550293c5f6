import { Tabs } from '@mantine/core';
import { IconBuildingHospital, IconCalculator, IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFlavour } from '../../platform/useFlavour.ts';
import { Page } from '../../components/Page.tsx';
import { CalculationsTab } from './CalculationsTab.tsx';
import { HospitalizationsTab } from './hospitalizations/HospitalizationsTab.tsx';
import { MainViewTab } from './main-view/MainViewTab.tsx';

/** Statistics admin (product admin, docs/requirements/statistics.md#main-view): how the predictions did, and hospital stays. */
export function StatisticsPage() {
  const { t } = useTranslation();
  // Judged on dropouts, the page has no hospital stays to cost.
  const dropouts = useFlavour()?.statistics.event === 'dropout';
  return (
    <Page
      title={t('nav.statistics')}
      description={dropouts ? t('statistics.descriptionBedwetting') : t('statistics.description')}
    >
      <Tabs defaultValue="main" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="main" leftSection={<IconChartBar size={16} />}>
            {t('statistics.mainView')}
          </Tabs.Tab>
          <Tabs.Tab value="hospitalizations" leftSection={<IconBuildingHospital size={16} />}>
            {t('statistics.hospitalizationsTab')}
          </Tabs.Tab>
          <Tabs.Tab value="calculations" leftSection={<IconCalculator size={16} />}>
            {t('statistics.calculations')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="main">
          <MainViewTab />
        </Tabs.Panel>
        <Tabs.Panel value="hospitalizations">
          <HospitalizationsTab />
        </Tabs.Panel>
        <Tabs.Panel value="calculations">
          <CalculationsTab />
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}
