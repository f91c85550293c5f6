import { Stack, Text } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { CATEGORY_MESSAGES, type CategoryType, type PatientStatusRow } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../platform/notify.ts';
import { translateMessage } from '../../../i18n/domainMessages.ts';
import { useDeleteCategory, useRemovePatient } from './panelsApi.ts';

export interface PanelCategory {
  categoryId: number;
  categoryType: CategoryType;
  name: string;
}

/** Delete a category and take a patient off a user's list, each after a confirmation (docs/requirements/validation.md#user-list-forms). */
export function useCategoryActions() {
  const { t } = useTranslation();
  const deleteCategory = useDeleteCategory();
  const removePatient = useRemovePatient();

  const confirmDelete = (category: PanelCategory, onDeleted: () => void) =>
    openConfirmModal({
      title: t('categoryPanels.deleteCategory'),
      children: (
        <Stack gap={4}>
          <Text size="sm">{translateMessage(CATEGORY_MESSAGES.confirmDelete, t)}</Text>
          <Text size="sm" fw={600}>
            {category.name}
          </Text>
        </Stack>
      ),
      labels: { confirm: t('categoryPanels.deleteCategory'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-delete-category' },
      onConfirm: () =>
        deleteCategory.mutate(category, {
          onSuccess: () => {
            notifySuccess(t('common.done'));
            onDeleted();
          },
        }),
    });

  const confirmRemove = (category: PanelCategory, patient: PatientStatusRow) =>
    openConfirmModal({
      title: t('categoryPanels.removePatient'),
      children: (
        <Text size="sm">
          {t('categoryPanels.removeConfirm', { name: patient.fullName, category: category.name })}
        </Text>
      ),
      labels: { confirm: t('categoryPanels.removePatient'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-remove-patient' },
      onConfirm: () =>
        removePatient.mutate(
          { categoryId: category.categoryId, patientId: patient.idpatient },
          { onSuccess: () => notifySuccess(t('common.done')) },
        ),
    });

  return { confirmDelete, confirmRemove };
}
