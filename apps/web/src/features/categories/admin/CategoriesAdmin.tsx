import { useMemo, useState } from 'react';
import { Button, Paper, Text } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { IconPlus } from '@tabler/icons-react';
import type { RuleBasedCategory } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../platform/failureToast.ts';
import { notifyError, notifySuccess } from '../../../platform/notify.ts';
import { Page } from '../../../components/Page.tsx';
import { TableFrame } from '../../../components/TableFrame.tsx';
import { useCurrentUser } from '../../session/index.ts';
import {
  useConditionVariables,
  useDeleteCategory,
  useRuleBasedCategories,
  useSetCategoryFlag,
} from './api.ts';
import { CategoriesAdminTable } from './CategoriesAdminTable.tsx';
import { CategoryDialog } from './CategoryDialog.tsx';
import type { CategoryFlag } from './flags.ts';
import { mayDeleteCategory, mayEditCategory, maySetCategoryFlags } from './permissions.ts';

type Editing = { kind: 'closed' } | { kind: 'create' } | { kind: 'edit'; category: RuleBasedCategory };

/** Control categories (docs/requirements/administration.md#control-categories): the rule-based categories, their switches, and the category dialog. */
export function CategoriesAdmin() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const categories = useRuleBasedCategories();
  const variables = useConditionVariables();
  const setFlag = useSetCategoryFlag();
  const deleteCategory = useDeleteCategory();
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const variableNames = useMemo(
    () =>
      variables.data
        ? new Map(
            variables.data.map((variable) => [variable.idpatientVariables, variable.variableNameTranslate]),
          )
        : null,
    [variables.data],
  );

  const flag = (category: RuleBasedCategory, changed: CategoryFlag, on: boolean) =>
    setFlag.mutate(
      { categoryId: category.categoryId, flag: changed, on },
      {
        onSuccess: () => notifySuccess(t('common.done')),
        onError: (error) => notifyError({ message: failureText(error) }),
      },
    );
  const confirmDelete = (category: RuleBasedCategory) =>
    openConfirmModal({
      title: t('categoryAdmin.deleteTitle', { name: category.categoryName }),
      children: <Text size="sm">{t('categoryMessages.confirmDelete')}</Text>,
      labels: { confirm: t('categoryAdmin.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-delete' },
      onConfirm: () =>
        deleteCategory.mutate(category.categoryId, {
          onSuccess: () => notifySuccess(t('common.done')),
          onError: (error) => notifyError({ message: failureText(error) }),
        }),
    });
  const pending = setFlag.isPending ? setFlag.variables : null;

  return (
    <Page
      title={t('nav.controlCategories')}
      description={t('controlCategories.description')}
      actions={
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ kind: 'create' })}>
          {t('categoryAdmin.create')}
        </Button>
      }
    >
      <Paper withBorder radius="md" p="md">
        <TableFrame
          query={categories}
          isEmpty={(categories.data ?? []).length === 0}
          emptyTitle={t('categoryAdmin.empty')}
        >
          <CategoriesAdminTable
            categories={categories.data ?? []}
            variables={variableNames}
            onFlag={maySetCategoryFlags(me.userRole) ? flag : undefined}
            pendingFlag={pending}
            mayEdit={(category) => mayEditCategory(category, me.userRole)}
            mayDelete={(category) => mayDeleteCategory(category, me.userRole)}
            onEdit={(category) => setEditing({ kind: 'edit', category })}
            onDelete={confirmDelete}
          />
        </TableFrame>
      </Paper>
      <CategoryDialog
        category={editing.kind === 'edit' ? editing.category : null}
        opened={editing.kind !== 'closed'}
        onClose={() => setEditing({ kind: 'closed' })}
      />
    </Page>
  );
}
