import { lazy, Suspense, useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import type { PatientStatusRow } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import type { RowActionsButton } from './OpenedRowActions.tsx';

// The menu (Mantine's Menu with its floating dropdown) and the list dialog are a chunk of their
// own, fetched when a row's menu is first opened: the list's first load does not evaluate them.
const OpenedRowActions = lazy(() =>
  import('./OpenedRowActions.tsx').then((module) => ({ default: module.OpenedRowActions })),
);

/**
 * The per-row action menu: open the patient, mark them reviewed, activate or deactivate them, put
 * them on a list. The
 * menu (a floating dropdown with its hooks) and the list dialog are mounted when first asked for,
 * not with each of a hundred rows, and their code is fetched then too.
 */
export function RowActionsMenu({ patient }: { patient: PatientStatusRow }) {
  const { t } = useTranslation();
  // False until the menu is first opened: the row shows only its button.
  const [asked, setAsked] = useState(false);
  const button: RowActionsButton = (props) => (
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
  if (!asked) return button({ onClick: () => setAsked(true) });
  return (
    <Suspense fallback={button({})}>
      <OpenedRowActions patient={patient} button={button} />
    </Suspense>
  );
}
