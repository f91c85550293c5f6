import { useState, type ReactNode } from 'react';
import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconTrash } from '@tabler/icons-react';
import { ALL_PATIENTS_CATEGORY_ID, type PatientStatusRow } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../platform/failureToast.ts';
import { csvFileName } from '../../../components/export/csv.ts';
import { ExportCsvButton } from '../../../components/export/ExportCsvButton.tsx';
import { patientRowsCsv } from '../../../components/export/patientRowsCsv.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ListPagination } from '../../../components/ListPagination.tsx';
import { lastPageOf } from '../../../lib/paging.ts';
import { useVariablesPage, VariablePageButtons } from '../../variables/index.ts';
import { CategoryPatientsTable } from './CategoryPatientsTable.tsx';
import { readWholeCategory, useCategoryPatients, useUserLists } from './panelsApi.ts';
import { useCategoryActions, type PanelCategory } from './useCategoryActions.tsx';

/** The dialog pages a category's patients by this many. */
const DIALOG_PAGE_SIZE = 50;

export interface DialogCategory extends PanelCategory {
  /** The caller may delete the category: their own list, or a rule-based category they may edit. */
  canDelete: boolean;
}

interface CategoryPatientsDialogProps {
  category: DialogCategory | null;
  onClose: () => void;
  onAiFactors: (patient: PatientStatusRow) => void;
}

/**
 * All patients of one category (docs/requirements/screens-and-routes.md#categories-page), with the variable page buttons 1–5, and for the
 * caller's own lists the delete-category and remove-patient actions.
 */
export function CategoryPatientsDialog({ category, onClose, onAiFactors }: CategoryPatientsDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={category !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={category?.name}
      size="min(1100px, 96vw)"
      data-testid="category-patients-dialog"
    >
      {category && <DialogContent category={category} onClose={onClose} onAiFactors={onAiFactors} />}
    </Modal>
  );
}

function DialogContent({
  category,
  onClose,
  onAiFactors,
}: CategoryPatientsDialogProps & { category: DialogCategory }) {
  const { t } = useTranslation();
  const [window] = useVariablesPage();
  const actions = useCategoryActions();
  const userList = category.categoryType === 'CUSTOM';
  const lists = useUserLists(window, userList);
  // The CSV holds every patient of the category, not only the dialog's page.
  const wholeCategory = async () => {
    const whole = userList ? lists.data?.find((item) => item.categoryId === category.categoryId) : undefined;
    const { patients, variables } = whole
      ? { patients: whole.categoryPatientList, variables: whole.variables }
      : await readWholeCategory(category.categoryId, window);
    return patientRowsCsv(t, patients, variables, { withService: false });
  };
  const rows = userList ? (
    <UserListRows
      category={category}
      window={window}
      onAiFactors={onAiFactors}
      onRemove={(patient) => actions.confirmRemove(category, patient)}
    />
  ) : (
    <RuleBasedRows category={category} window={window} onAiFactors={onAiFactors} />
  );
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('genericTools.variablesPage')}
          </Text>
          <VariablePageButtons />
        </Group>
        <Group gap="xs">
          <ExportCsvButton
            fileName={csvFileName(category.name)}
            table={wholeCategory}
            testId="category-csv"
          />
          {category.canDelete && (
            <Button
              variant="light"
              color="red"
              size="xs"
              leftSection={<IconTrash size={16} />}
              onClick={() => actions.confirmDelete(category, onClose)}
              data-testid="delete-category"
            >
              {t('categoryPanels.deleteCategory')}
            </Button>
          )}
        </Group>
      </Group>
      {rows}
    </Stack>
  );
}

interface RowsProps {
  category: DialogCategory;
  window: number;
  onAiFactors: (patient: PatientStatusRow) => void;
}

function RuleBasedRows({ category, window, onAiFactors }: RowsProps) {
  const [page, setPage] = useState(0);
  const patients = useCategoryPatients({
    categoryId: category.categoryId,
    window,
    page,
    pageSize: DIALOG_PAGE_SIZE,
  });
  const data = patients.data;
  return (
    <LoadedRows error={patients.error} loading={!data}>
      {data && (
        <>
          <CategoryPatientsTable
            patients={data.patients}
            variables={data.variables}
            onAiFactors={onAiFactors}
            loading={patients.isPlaceholderData}
            testId="category-dialog-table"
          />
          <DialogPagination page={page} total={data.total} onPage={setPage} />
        </>
      )}
    </LoadedRows>
  );
}

function UserListRows({
  category,
  window,
  onAiFactors,
  onRemove,
}: RowsProps & { onRemove: (patient: PatientStatusRow) => void }) {
  const [chosenPage, setPage] = useState(0);
  const lists = useUserLists(window);
  const list = lists.data?.find((item) => item.categoryId === category.categoryId);
  const patients = list?.categoryPatientList ?? [];
  const page = Math.min(chosenPage, lastPageOf(patients.length, DIALOG_PAGE_SIZE));
  const start = page * DIALOG_PAGE_SIZE;
  // 'All Patients' stands for everyone the caller sees: nobody can be taken off it.
  const removable = category.categoryId !== ALL_PATIENTS_CATEGORY_ID;
  return (
    <LoadedRows error={lists.error} loading={!lists.data}>
      {list && (
        <>
          <CategoryPatientsTable
            patients={patients.slice(start, start + DIALOG_PAGE_SIZE)}
            variables={list.variables}
            onAiFactors={onAiFactors}
            onRemove={removable ? onRemove : undefined}
            loading={lists.isPlaceholderData}
            testId="category-dialog-table"
          />
          <DialogPagination page={page} total={patients.length} onPage={setPage} />
        </>
      )}
    </LoadedRows>
  );
}

function LoadedRows({
  error,
  loading,
  children,
}: {
  error: Error | null;
  loading: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (error) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle />}>
        {failureText(error)}
      </Alert>
    );
  }
  if (loading) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  return children;
}

function DialogPagination({
  page,
  total,
  onPage,
}: {
  page: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (total === 0) return <EmptyState title={t('common.noData')} />;
  return <ListPagination page={page} pageSize={DIALOG_PAGE_SIZE} total={total} onPage={onPage} />;
}
