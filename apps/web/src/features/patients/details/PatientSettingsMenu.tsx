import { useState } from 'react';
import { ActionIcon, Menu, Text, Tooltip } from '@mantine/core';
import {
  IconBrain,
  IconBuildingHospital,
  IconCalendarPlus,
  IconChecklist,
  IconDeviceWatchOff,
  IconPlayerPause,
  IconPlayerPlay,
  IconSettings,
  IconTool,
  IconTrash,
} from '@tabler/icons-react';
import { canEnableService, hasRights } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../platform/notify.ts';
import { useCurrentUser } from '../../session/index.ts';
import { useSetActive } from '../api.ts';
import { ChangeClinicDialog } from './ChangeClinicDialog.tsx';
import { EnableServiceDialog } from './EnableServiceDialog.tsx';
import { OutcomeDialog } from './OutcomeDialog.tsx';
import type { PatientDetail } from './patientDetail.ts';
import {
  useDeleteWithConfirm,
  useFixErrorsWithConfirm,
  useLogOutWatchWithConfirm,
  usePredictTreatmentWithConfirm,
} from './confirmActions.tsx';
import { useFlavour } from '../../../platform/useFlavour.ts';

type MenuDialog = 'clinic' | 'service' | 'outcome' | null;

/** Today as the server counts service dates: the UTC calendar day. */
const utcToday = () => new Date().toISOString().slice(0, 10);

/** The patient's settings menu with every action of docs/requirements/screens-and-routes.md#patient-settings-menu and its rules. */
export function PatientSettingsMenu({ patient }: { patient: PatientDetail }) {
  const { t } = useTranslation();
  const { userRole } = useCurrentUser();
  const [dialog, setDialog] = useState<MenuDialog>(null);
  const setActive = useSetActive();
  const confirmDelete = useDeleteWithConfirm(patient);
  const confirmFixErrors = useFixErrorsWithConfirm(patient);
  const confirmWatchLogout = useLogOutWatchWithConfirm(patient);
  const predictTreatment = usePredictTreatmentWithConfirm(patient);
  // Treatment prediction is the alarm treatment's model (docs/requirements/patients.md#treatment-prediction).
  const predictsTreatment = useFlavour()?.model === 'treatment_outcome';
  const serviceAllowed = canEnableService(patient, utcToday());
  const toggleActive = () =>
    setActive.mutate(
      { id: patient.idpatient, active: patient.inactive },
      { onSuccess: () => notifySuccess(t('common.done')) },
    );

  return (
    <>
      <Menu position="bottom-end" shadow="md" width={290}>
        <Menu.Target>
          <Tooltip label={t('patientMenu.title')}>
            <ActionIcon
              variant="default"
              size={36}
              aria-label={t('patientMenu.title')}
              data-testid="patient-menu"
            >
              <IconSettings size={20} stroke={1.6} />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={patient.inactive ? <IconPlayerPlay size={16} /> : <IconPlayerPause size={16} />}
            onClick={toggleActive}
          >
            {patient.inactive ? t('patientMenu.activate') : t('patientMenu.deactivate')}
          </Menu.Item>
          <Menu.Item leftSection={<IconBuildingHospital size={16} />} onClick={() => setDialog('clinic')}>
            {t('patientMenu.changeClinic')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconCalendarPlus size={16} />}
            onClick={() => setDialog('service')}
            disabled={!serviceAllowed}
          >
            {t('patientMenu.enableService')}
            {!serviceAllowed && (
              <Text size="xs" c="dimmed">
                {t('patientMenu.serviceRunsUntil', { date: patient.serviceExpiryDate })}
              </Text>
            )}
          </Menu.Item>
          <Menu.Item leftSection={<IconChecklist size={16} />} onClick={() => setDialog('outcome')}>
            {t('patientMenu.outcome')}
          </Menu.Item>
          {predictsTreatment && (
            <Menu.Item
              leftSection={<IconBrain size={16} />}
              onClick={() => void predictTreatment()}
              data-testid="predict-treatment"
            >
              {t('patientMenu.predictTreatment')}
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconTool size={16} />} onClick={confirmFixErrors}>
            {t('patientMenu.fixTechnicalErrors')}
          </Menu.Item>
          <Menu.Item leftSection={<IconDeviceWatchOff size={16} />} onClick={confirmWatchLogout}>
            {t('patientMenu.logOutWatch')}
          </Menu.Item>
          {hasRights(userRole, 'SUPERUSER_RIGHTS') && (
            <>
              <Menu.Divider />
              <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={confirmDelete}>
                {t('patientMenu.delete')}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      <ChangeClinicDialog patient={patient} opened={dialog === 'clinic'} onClose={() => setDialog(null)} />
      <EnableServiceDialog patient={patient} opened={dialog === 'service'} onClose={() => setDialog(null)} />
      <OutcomeDialog patient={patient} opened={dialog === 'outcome'} onClose={() => setDialog(null)} />
    </>
  );
}
