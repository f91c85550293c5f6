import type { ComponentType } from 'react';
import { Paper, Tabs } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalendar,
  IconChartLine,
  IconMessage,
  IconMessageBolt,
  IconStethoscope,
  type IconProps,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFlavour } from '../../../app/useFlavour.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import type { TranslationKey } from '../../../i18n/translationKey.ts';
import { OtherTab } from './OtherTab.tsx';
import classes from './PatientHeader.module.css';
import type { PatientDetail } from './PatientHeader.tsx';

interface LaterTab {
  value: string;
  label: TranslationKey;
  empty: TranslationKey;
  icon: ComponentType<IconProps>;
}

/** Spec core §2: these tabs exist for the bedwetting customer only; their content comes later. */
const BEDWETTING_TABS: readonly LaterTab[] = [
  {
    value: 'calendar',
    label: 'patientTabs.calendar',
    empty: 'patientTabs.calendarEmpty',
    icon: IconCalendar,
  },
  {
    value: 'messages',
    label: 'patientTabs.sendMessages',
    empty: 'patientTabs.messagesEmpty',
    icon: IconMessage,
  },
  {
    value: 'automatic',
    label: 'patientTabs.automaticMessages',
    empty: 'patientTabs.automaticEmpty',
    icon: IconMessageBolt,
  },
  {
    value: 'interventions',
    label: 'patientTabs.interventions',
    empty: 'patientTabs.interventionsEmpty',
    icon: IconStethoscope,
  },
  {
    value: 'technical-errors',
    label: 'patientTabs.technicalErrors',
    empty: 'patientTabs.technicalErrorsEmpty',
    icon: IconAlertTriangle,
  },
];

/** The patient's tabs; Other, with the variable history, is the default in both flavours. */
export function PatientTabs({ patient }: { patient: PatientDetail }) {
  const { t } = useTranslation();
  const bedwetting = useFlavour()?.customer === 'bedwetting';
  const tabs = bedwetting ? BEDWETTING_TABS : [];
  return (
    <Tabs defaultValue="other" keepMounted={false} variant="outline" data-testid="patient-tabs">
      <Tabs.List data-no-print className={classes.tabList}>
        {tabs.map(({ value, label, icon: Icon }) => (
          <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} stroke={1.6} />}>
            {t(label)}
          </Tabs.Tab>
        ))}
        <Tabs.Tab value="other" leftSection={<IconChartLine size={16} stroke={1.6} />}>
          {t('patientTabs.other')}
        </Tabs.Tab>
      </Tabs.List>
      {tabs.map(({ value, label, empty }) => (
        <Tabs.Panel key={value} value={value} pt="md">
          <Paper withBorder radius="md" p="md">
            <EmptyState title={t(label)} description={t(empty)} />
          </Paper>
        </Tabs.Panel>
      ))}
      <Tabs.Panel value="other" pt="md">
        <OtherTab patient={patient} />
      </Tabs.Panel>
    </Tabs>
  );
}
