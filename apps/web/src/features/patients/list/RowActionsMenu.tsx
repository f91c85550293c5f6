import { useState } from 'react';
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconDotsVertical,
  IconExternalLink,
  IconListDetails,
  IconPlayerPause,
  IconPlayerPlay,
} from '@tabler/icons-react';
import type { PatientStatusRow } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../app/notify.ts';
import { AddToListDialog } from '../../categories/index.ts';
import { useSetActive } from '../api.ts';

/** The per-row action menu: open the patient, activate or deactivate them, put them on a list. */
export function RowActionsMenu({ patient }: { patient: PatientStatusRow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setActive = useSetActive();
  const [addingToList, setAddingToList] = useState(false);
  const toggleActive = () =>
    setActive.mutate(
      { id: patient.idpatient, active: patient.inactive },
      { onSuccess: () => notifySuccess(t('common.done')) },
    );
  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t('patients.actionsFor', { name: patient.fullName })}
            data-testid={`row-actions-${patient.idpatient}`}
          >
            <IconDotsVertical size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconExternalLink size={16} />}
            onClick={() => void navigate(`/patient/${patient.idpatient}`)}
          >
            {t('patients.open')}
          </Menu.Item>
          <Menu.Item
            leftSection={patient.inactive ? <IconPlayerPlay size={16} /> : <IconPlayerPause size={16} />}
            onClick={toggleActive}
            disabled={setActive.isPending}
          >
            {patient.inactive ? t('patientMenu.activate') : t('patientMenu.deactivate')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconListDetails size={16} />}
            onClick={() => setAddingToList(true)}
            data-testid={`add-to-list-${patient.idpatient}`}
          >
            {t('patientLists.addToList')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <AddToListDialog patient={addingToList ? patient : null} onClose={() => setAddingToList(false)} />
    </>
  );
}
