import type { ComponentType, ReactNode } from 'react';
import { Button, Tabs } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalendar,
  IconChartLine,
  IconMessage,
  IconMessageBolt,
  IconStethoscope,
  IconTool,
  type IconProps,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PatientTabName } from '@vigil/domain';
import { useFlavour } from '../../../platform/useFlavour.ts';
import type { TranslationKey } from '../../../i18n/translationKey.ts';
import { InterventionsTab } from '../../interventions/index.ts';
import { CalendarTab, TechnicalErrorsTab } from '../../nights/index.ts';
import { AutomaticMessagesTab, SendMessagesTab } from '../../patient-messages/index.ts';
import { useFixErrorsWithConfirm } from './confirmActions.tsx';
import { OtherTab } from './OtherTab.tsx';
import classes from './PatientHeader.module.css';
import type { PatientDetail } from './patientDetail.ts';

interface PatientTab {
  value: PatientTabName;
  label: TranslationKey;
  icon: ComponentType<IconProps>;
  content: (patient: PatientDetail) => ReactNode;
}

/** docs/requirements/screens-and-routes.md#patient-tabs: the tabs beside Other; which of them a flavour shows is its `patientTabs`. */
const PATIENT_TABS: readonly PatientTab[] = [
  {
    value: 'calendar',
    label: 'patientTabs.calendar',
    icon: IconCalendar,
    content: (patient) => <CalendarTab patientId={patient.idpatient} patientName={patient.fullName} />,
  },
  {
    value: 'messages',
    label: 'patientTabs.sendMessages',
    icon: IconMessage,
    content: (patient) => <SendMessagesTab patient={patient} />,
  },
  {
    value: 'automatic',
    label: 'patientTabs.automaticMessages',
    icon: IconMessageBolt,
    content: (patient) => <AutomaticMessagesTab patientId={patient.idpatient} />,
  },
  {
    value: 'interventions',
    label: 'patientTabs.interventions',
    icon: IconStethoscope,
    content: (patient) => <InterventionsTab patientId={patient.idpatient} />,
  },
  {
    value: 'technical-errors',
    label: 'patientTabs.technicalErrors',
    icon: IconAlertTriangle,
    content: (patient) => (
      <TechnicalErrorsTab
        patientId={patient.idpatient}
        timeZone={patient.timezone}
        actions={<FixAllButton patient={patient} />}
      />
    ),
  },
];

/** The patient's tabs; Other, with the variable history, is the default in both flavours. */
export function PatientTabs({ patient }: { patient: PatientDetail }) {
  const { t } = useTranslation();
  const shown = useFlavour()?.patientTabs ?? [];
  const tabs = PATIENT_TABS.filter((tab) => shown.includes(tab.value));
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
      {tabs.map(({ value, content }) => (
        <Tabs.Panel key={value} value={value} pt="md">
          {content(patient)}
        </Tabs.Panel>
      ))}
      <Tabs.Panel value="other" pt="md">
        <OtherTab patient={patient} />
      </Tabs.Panel>
    </Tabs>
  );
}

/** The settings menu's 'mark all technical errors fixed', also at hand above the error list. */
function FixAllButton({ patient }: { patient: PatientDetail }) {
  const { t } = useTranslation();
  const confirmFixErrors = useFixErrorsWithConfirm(patient);
  return (
    <Button variant="light" size="xs" leftSection={<IconTool size={14} />} onClick={confirmFixErrors}>
      {t('patientMenu.fixTechnicalErrors')}
    </Button>
  );
}
