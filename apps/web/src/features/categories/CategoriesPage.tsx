import { useState } from 'react';
import { Alert, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import {
  ALL_PATIENTS_CATEGORY_ID,
  CATEGORY_MESSAGES,
  type CategoryPanel,
  type PatientStatusRow,
} from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../platform/failureToast.ts';
import { EmptyPanel } from '../../components/EmptyPanel.tsx';
import { translateMessage } from '../../i18n/domainMessages.ts';
import { Page } from '../../components/Page.tsx';
import { useVariablesPage } from '../variables/index.ts';
import { LazyAiFactorsDialog, type AiFactorsTarget } from '../ai/index.ts';
import { NewListButton } from './lists/NewListDialog.tsx';
import { UserListPanel } from './panels/CategoryPanel.tsx';
import { CategoryPanels } from './panels/CategoryPanels.tsx';
import classes from './panels/CategoryPanels.module.css';
import { CategoryPatientsDialog, type DialogCategory } from './panels/CategoryPatientsDialog.tsx';
import { sortPanels } from './panels/panelOrder.ts';
import { useCategoryPanels, useUserLists } from './panels/panelsApi.ts';
import { useCategoryActions } from './panels/useCategoryActions.tsx';

/** The category panels (docs/requirements/screens-and-routes.md#categories-page): rule-based categories, then the caller's own patient lists. */
export function CategoriesPage() {
  const { t } = useTranslation();
  const [window] = useVariablesPage();
  const panels = useCategoryPanels();
  const userLists = useUserLists(window);
  const actions = useCategoryActions();
  const [opened, setOpened] = useState<DialogCategory | null>(null);
  const [aiFactors, setAiFactors] = useState<AiFactorsTarget | null>(null);

  const ruleBased = sortPanels((panels.data ?? []).filter((panel) => panel.categoryType === 'RULE_BASED'));
  // 'All Patients' is every patient the caller sees: the patients list already shows them.
  const lists = (userLists.data ?? []).filter((list) => list.categoryId !== ALL_PATIENTS_CATEGORY_ID);
  const showAiFactors = (patient: PatientStatusRow) => {
    const prediction = patient.latestAiPrediction;
    if (prediction)
      setAiFactors({ patientName: patient.fullName, predictionId: prediction.idaiPredictions, prediction });
  };
  const openPanel = (panel: CategoryPanel) =>
    setOpened({
      categoryId: panel.categoryId,
      categoryType: panel.categoryType,
      name: panel.categoryNameTranslated,
      canDelete: panel.canEdit,
    });
  const error = panels.error ?? userLists.error;

  return (
    <Page title={t('nav.categories')} description={t('categories.description')}>
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />}>
          {failureText(error)}
        </Alert>
      )}
      {panels.isPending && (
        <Center py="xl">
          <Loader aria-label={t('app.loading')} />
        </Center>
      )}
      {panels.data && ruleBased.length === 0 && lists.length === 0 && (
        <EmptyPanel description={t('categoryPanels.empty')} />
      )}
      {ruleBased.length > 0 && (
        <CategoryPanels panels={ruleBased} window={window} onOpen={openPanel} onAiFactors={showAiFactors} />
      )}
      {userLists.data && (
        <Stack gap="sm" mt="md" data-testid="user-lists">
          <Group justify="space-between">
            <Title order={2} fz="lg">
              {t('categoryPanels.myLists')}
            </Title>
            <NewListButton />
          </Group>
          {lists.length === 0 && (
            <Text size="sm" c="dimmed" data-testid="no-user-lists">
              {translateMessage(CATEGORY_MESSAGES.noUserCategories, t)}
            </Text>
          )}
          <div className={classes.grid}>
            {lists.map((list) => {
              const category = {
                categoryId: list.categoryId,
                categoryType: list.categoryType,
                name: list.categoryNameTranslated,
              };
              return (
                <UserListPanel
                  key={list.categoryId}
                  list={list}
                  onOpen={() => setOpened({ ...category, canDelete: true })}
                  onAiFactors={showAiFactors}
                  onRemove={(patient) => actions.confirmRemove(category, patient)}
                />
              );
            })}
          </div>
        </Stack>
      )}
      <CategoryPatientsDialog category={opened} onClose={() => setOpened(null)} onAiFactors={showAiFactors} />
      <LazyAiFactorsDialog target={aiFactors} onClose={() => setAiFactors(null)} />
    </Page>
  );
}
