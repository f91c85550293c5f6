import { useState, type CSSProperties } from 'react';
import { ActionIcon } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconGripVertical } from '@tabler/icons-react';
import {
  ALERT_SHARABLE_TYPE,
  CATEGORY_PANEL_PAGE_SIZE,
  type CategoryPanel,
  type CustomUserCategory,
  type PatientStatusRow,
} from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { lastPageOf } from '../../../lib/paging.ts';
import { CategoryMessageButton } from '../../category-messages/index.ts';
import { LazyAcknowledgeDialog, type AcknowledgeTarget } from '../../alerts/index.ts';
import classes from './CategoryPanels.module.css';
import { panelKey } from './panelOrder.ts';
import { PanelFrame } from './PanelFrame.tsx';
import { useCategoryPatients } from './panelsApi.ts';

interface PanelCallbacks {
  onOpen: () => void;
  onAiFactors: (patient: PatientStatusRow) => void;
}

interface RuleBasedPanelProps extends PanelCallbacks {
  panel: CategoryPanel;
  window: number;
}

/** A rule-based category's panel; dragged by its handle to another place. */
export function RuleBasedPanel({ panel, window, onOpen, onAiFactors }: RuleBasedPanelProps) {
  const { t } = useTranslation();
  const [chosenPage, setPage] = useState(0);
  // A panel that lost patients (hourly reload) shows its last page rather than an empty one.
  const page = Math.min(chosenPage, lastPageOf(panel.numberOfPatients, CATEGORY_PANEL_PAGE_SIZE));
  const patients = useCategoryPatients({ categoryId: panel.categoryId, window, page });
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: panelKey(panel),
  });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition };
  const name = panel.categoryNameTranslated;
  const data = patients.data;
  const isAlert = panel.sharableType === ALERT_SHARABLE_TYPE;
  const [acknowledging, setAcknowledging] = useState<AcknowledgeTarget | null>(null);
  return (
    <>
      <PanelFrame
        testId={`category-panel-${panel.categoryId}`}
        name={name}
        isAlert={isAlert}
        count={panel.numberOfPatients}
        rows={data && { ...data, stale: patients.isPlaceholderData }}
        error={patients.error}
        page={page}
        onPage={setPage}
        onOpen={onOpen}
        onAiFactors={onAiFactors}
        ref={setNodeRef}
        style={style}
        dragging={isDragging}
        handle={
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            className={classes.handle}
            aria-label={t('categoryPanels.move', { name })}
            data-testid="panel-handle"
            data-no-print
            {...attributes}
            {...listeners}
          >
            <IconGripVertical size={16} />
          </ActionIcon>
        }
        actions={
          <CategoryMessageButton
            category={{ categoryId: panel.categoryId, categoryType: panel.categoryType, categoryName: name }}
          />
        }
        onAcknowledge={
          isAlert
            ? (patient) =>
                setAcknowledging({
                  idpatient: patient.idpatient,
                  fullName: patient.fullName,
                  categoryId: panel.categoryId,
                })
            : undefined
        }
      />
      {isAlert && <LazyAcknowledgeDialog target={acknowledging} onClose={() => setAcknowledging(null)} />}
    </>
  );
}

interface UserListPanelProps extends PanelCallbacks {
  list: CustomUserCategory;
  onRemove: (patient: PatientStatusRow) => void;
}

/** A user's own list of patients: all its rows come at once and are paged here. */
export function UserListPanel({ list, onOpen, onAiFactors, onRemove }: UserListPanelProps) {
  const [chosenPage, setPage] = useState(0);
  const page = Math.min(chosenPage, lastPageOf(list.categoryPatientList.length, CATEGORY_PANEL_PAGE_SIZE));
  const start = page * CATEGORY_PANEL_PAGE_SIZE;
  const name = list.categoryNameTranslated;
  return (
    <PanelFrame
      testId={`user-list-panel-${list.categoryId}`}
      name={name}
      isAlert={false}
      count={list.numberOfPatients}
      rows={{
        patients: list.categoryPatientList.slice(start, start + CATEGORY_PANEL_PAGE_SIZE),
        variables: list.variables,
        total: list.categoryPatientList.length,
        stale: false,
      }}
      error={null}
      page={page}
      onPage={setPage}
      onOpen={onOpen}
      onAiFactors={onAiFactors}
      onRemove={onRemove}
      actions={
        <CategoryMessageButton
          category={{ categoryId: list.categoryId, categoryType: list.categoryType, categoryName: name }}
        />
      }
    />
  );
}
