import type { MessageLanguage } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { NameInLanguageDialog } from '../../components/NameInLanguageDialog.tsx';
import { useNameableCategories, useSaveCategoryLanguage } from './api.ts';

/** 'Create Language Item' (docs/requirements/administration.md#category-language): a category's name in a language. */
export function CategoryLanguageDialog({
  language,
  onClose,
}: {
  language: MessageLanguage;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const categories = useNameableCategories();
  const save = useSaveCategoryLanguage();
  return (
    <NameInLanguageDialog
      title={t('categoryLanguages.create')}
      itemLabel={t('categoryLanguages.item')}
      items={categories.data ?? []}
      languageLabel={t('categoryLanguages.language')}
      nameLabel={t('categoryLanguages.name')}
      submitLabel={t('categoryLanguages.submit')}
      language={language}
      saving={save.isPending}
      error={categories.error ?? save.error}
      testId="category-language"
      onSave={(value) =>
        save.mutate(
          { ruleBasedCategoryUser: value.item, language: value.language, categoryLanguageName: value.name },
          { onSuccess: onClose },
        )
      }
      onClose={onClose}
    />
  );
}
