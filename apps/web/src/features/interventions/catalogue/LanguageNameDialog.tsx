import type { Intervention, MessageLanguage } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { NameInLanguageDialog } from '../../../components/NameInLanguageDialog.tsx';
import { useSaveInterventionLanguage } from './catalogueApi.ts';

/** Names an intervention in a language (docs/requirements/administration.md#interventions-catalogue). */
export function LanguageNameDialog({
  interventions,
  language,
  onClose,
}: {
  interventions: readonly Intervention[];
  language: MessageLanguage | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveInterventionLanguage();
  return (
    <NameInLanguageDialog
      title={t('interventionCatalogue.createLanguage')}
      itemLabel={t('interventionCatalogue.intervention')}
      items={interventions.map((item) => ({ id: item.idintervention, name: item.name }))}
      languageLabel={t('interventionCatalogue.language')}
      nameLabel={t('interventionCatalogue.languageName')}
      submitLabel={t('common.save')}
      language={language}
      saving={save.isPending}
      error={save.error}
      testId="language"
      onSave={(value) =>
        save.mutate(
          { intervention: value.item, language: value.language, interventionLanguageName: value.name },
          { onSuccess: onClose },
        )
      }
      onClose={onClose}
    />
  );
}
