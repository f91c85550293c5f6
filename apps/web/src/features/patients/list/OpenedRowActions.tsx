import { useRef, useState, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import { Menu } from '@mantine/core';
import {
  IconChecks,
  IconExternalLink,
  IconListDetails,
  IconPlayerPause,
  IconPlayerPlay,
} from '@tabler/icons-react';
import type { PatientStatusRow } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../platform/notify.ts';
import { AddToListDialog } from '../../categories/index.ts';
import { useMarkReviewed, useSetActive } from '../api.ts';

/** The row's menu button, drawn by RowActionsMenu.tsx before the menu's code is here and by the menu after. */
export type RowActionsButton = (
  props: ComponentPropsWithoutRef<'button'> & { ref?: Ref<HTMLButtonElement> },
) => ReactNode;

/**
 * A row's action menu once it has been asked for: the floating dropdown and the list dialog, a
 * chunk of their own (RowActionsMenu.tsx). It mounts open, as the click that loaded it asked.
 */
export function OpenedRowActions({
  patient,
  button,
}: {
  patient: PatientStatusRow;
  button: RowActionsButton;
}): ReactNode {
  const [menuOpened, setMenuOpened] = useState(true);
  const [addingToList, setAddingToList] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Menu
        position="bottom-end"
        withinPortal
        shadow="md"
        opened={menuOpened}
        onChange={(opened) => {
          setMenuOpened(opened);
          // The button was drawn anew with the menu, after focus had moved: focus inside the
          // closing dropdown goes back to it rather than to the page.
          const focused = document.activeElement;
          if (!opened && (focused === document.body || focused?.closest('[role="menu"]')))
            trigger.current?.focus();
        }}
      >
        <Menu.Target>{button({ ref: trigger })}</Menu.Target>
        <RowActions patient={patient} onAddToList={() => setAddingToList(true)} />
      </Menu>
      {addingToList && <AddToListDialog patient={patient} onClose={() => setAddingToList(false)} />}
    </>
  );
}

function RowActions({ patient, onAddToList }: { patient: PatientStatusRow; onAddToList: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setActive = useSetActive();
  const markReviewed = useMarkReviewed();
  const toggleActive = () =>
    setActive.mutate(
      { id: patient.idpatient, active: patient.inactive },
      { onSuccess: () => notifySuccess(t('common.done')) },
    );
  return (
    <Menu.Dropdown>
      <Menu.Item
        leftSection={<IconExternalLink size={16} />}
        onClick={() => void navigate(`/patient/${patient.idpatient}`)}
      >
        {t('patients.open')}
      </Menu.Item>
      <Menu.Item
        leftSection={<IconChecks size={16} />}
        onClick={() =>
          markReviewed.mutate(patient.idpatient, { onSuccess: () => notifySuccess(t('review.marked')) })
        }
        disabled={markReviewed.isPending}
        data-testid={`mark-reviewed-${patient.idpatient}`}
      >
        {t('review.mark')}
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
        onClick={onAddToList}
        data-testid={`add-to-list-${patient.idpatient}`}
      >
        {t('patientLists.addToList')}
      </Menu.Item>
    </Menu.Dropdown>
  );
}
