import { useState } from 'react';
import { Alert, Box, LoadingOverlay, Modal, Select, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { isMessageLanguage } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../platform/failureToast.ts';
import { CategoryMessageEditor } from './CategoryMessageEditor.tsx';
import { useCategoryMessage } from './messageEditorApi.ts';
import type { MessageCategory } from './messageFormValues.ts';
import { MESSAGE_LANGUAGE_OPTIONS } from '../../i18n/messageLanguages.ts';

interface CategoryMessageDialogProps {
  category: MessageCategory;
  opened: boolean;
  onClose: () => void;
}

/**
 * The category message editor (docs/requirements/category-messages.md#who-edits, docs/requirements/category-messages.md#versions): a category has one message per language, which
 * patients in the category receive in their own language. Choosing a language opens its message.
 */
export function CategoryMessageDialog({ category, opened, onClose }: CategoryMessageDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={t('categoryMessageEditor.title', { name: category.categoryName })}
      size="lg"
    >
      {opened && <DialogContent category={category} onDone={onClose} />}
    </Modal>
  );
}

function DialogContent({ category, onDone }: { category: MessageCategory; onDone: () => void }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<string | null>(null);
  const [languageError, setLanguageError] = useState<string | null>(null);
  const message = useCategoryMessage({ ...category, language });

  return (
    <Stack gap="md">
      <Select
        label={t('categoryMessageEditor.language')}
        placeholder={t('categoryMessageEditor.chooseLanguage')}
        data={MESSAGE_LANGUAGE_OPTIONS}
        value={language}
        onChange={(value) => {
          setLanguage(value !== null && isMessageLanguage(value) ? value : null);
          setLanguageError(null);
        }}
        error={languageError}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        data-testid="category-message-language"
        data-autofocus
      />
      {message.error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />}>
          {failureText(message.error)}
        </Alert>
      )}
      <Box pos="relative">
        <LoadingOverlay
          visible={language !== null && message.isPending}
          loaderProps={{ 'aria-label': t('app.loading') }}
        />
        <CategoryMessageEditor
          // A stored message (or a new version of it) starts the form from what is stored; a language
          // without a message keeps what was typed, so the text may come before the language.
          key={message.data ? `${message.data.idcategoryMessage}:${message.data.version}` : 'new'}
          category={category}
          language={language}
          message={message.data ?? null}
          onLanguageProblem={setLanguageError}
          onDone={onDone}
        />
      </Box>
    </Stack>
  );
}
