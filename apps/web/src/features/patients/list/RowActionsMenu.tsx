import { useRef, useState, type ComponentPropsWithoutRef, type Ref } from 'react';
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconChecks,
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
import { useMarkReviewed, useSetActive } from '../api.ts';

/**
 * The per-row action menu: open the patient, mark them reviewed, activate or deactivate them, put
 * them on a list. The
 * menu (a floating dropdown with its hooks) and the list dialog are mounted when first asked for,
 * not with each of a hundred rows.
 */
export function RowActionsMenu({ patient }: { patient: PatientStatusRow }) {
  const { t } = useTranslation();
  // null until the menu is first opened: the row shows only its button.
  const [menuOpened, setMenuOpened] = useState<boolean | null>(null);
  const [addingToList, setAddingToList] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const button = (props: ComponentPropsWithoutRef<'button'> & { ref?: Ref<HTMLButtonElement> }) => (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="sm"
      aria-label={t('patients.actionsFor', { name: patient.fullName })}
      data-testid={`row-actions-${patient.idpatient}`}
      {...props}
    >
      <IconDotsVertical size={16} />
    </ActionIcon>
  );
  return (
    <>
      {menuOpened === null ? (
        button({ onClick: () => setMenuOpened(true) })
      ) : (
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
      )}
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
