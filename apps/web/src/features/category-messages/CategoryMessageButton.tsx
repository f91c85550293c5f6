import { ActionIcon, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessage2 } from '@tabler/icons-react';
import { hasRights } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { useFlavour } from '../../platform/useFlavour.ts';
import { useCurrentUser } from '../session/index.ts';
import { CategoryMessageDialog } from './CategoryMessageDialog.tsx';
import type { MessageCategory } from './messageFormValues.ts';

/** docs/requirements/category-messages.md#who-edits, docs/requirements/roles-and-scope.md#who-may-do-what: category messages are edited by the product admin, in a flavour that has them. */
export function useMayEditCategoryMessages(): boolean {
  const { userRole } = useCurrentUser();
  return useFlavour()?.categoryMessages === true && hasRights(userRole, 'APPADMIN_RIGHTS');
}

/** A panel's button to the category message editor; nothing for those who may not edit messages. */
export function CategoryMessageButton({ category }: { category: MessageCategory }) {
  const { t } = useTranslation();
  const mayEdit = useMayEditCategoryMessages();
  const [opened, { open, close }] = useDisclosure(false);
  if (!mayEdit) return null;
  const label = t('categoryMessageEditor.open', { name: category.categoryName });
  return (
    <>
      <Tooltip label={label}>
        <ActionIcon
          variant="subtle"
          aria-label={label}
          onClick={open}
          data-testid={`category-message-button-${category.categoryId}`}
          data-no-print
        >
          <IconMessage2 size={18} />
        </ActionIcon>
      </Tooltip>
      <CategoryMessageDialog category={category} opened={opened} onClose={close} />
    </>
  );
}
