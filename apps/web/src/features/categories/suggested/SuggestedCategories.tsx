import { Alert, Group, List, Loader, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconSparkles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { categoryRoutes, isAiSuggestion } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call.ts';
import { PATIENTS_QUERY_ROOT } from '../../../api/queryRoots.ts';
import { failureText } from '../../../platform/failureToast.ts';
import { conditionLines } from '../admin/conditionSummary.ts';

/** GET /patients/{id}/ai-suggested-categories; under the patients root, so new data refreshes it. */
function useSuggestedCategories(patientId: number) {
  return useQuery({
    queryKey: [...PATIENTS_QUERY_ROOT, 'suggested-categories', patientId] as const,
    meta: { errorsShownInline: true },
    queryFn: ({ signal }) => call(categoryRoutes.suggestedCategories, { params: { id: patientId }, signal }),
  });
}

/** The suggested categories the patient is in, each with the conditions that put them there. */
export function SuggestedCategories({ patientId }: { patientId: number }) {
  const { t, i18n } = useTranslation();
  const suggested = useSuggestedCategories(patientId);
  if (suggested.error) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle />}>
        {failureText(suggested.error)}
      </Alert>
    );
  }
  if (!suggested.data) return <Loader size="xs" aria-label={t('app.loading')} />;
  if (suggested.data.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        {t('ai.suggested.none')}
      </Text>
    );
  }
  return (
    <List spacing={4} size="sm" data-testid="suggested-categories">
      {suggested.data.map((category) => (
        <List.Item
          key={category.categoryId}
          icon={
            isAiSuggestion(category) ? (
              <ThemeIcon size={18} radius="xl" variant="light" role="img" aria-label={t('ai.suggested.byAi')}>
                <IconSparkles size={12} />
              </ThemeIcon>
            ) : undefined
          }
        >
          <Group gap={6} wrap="wrap">
            <Text span size="sm" fw={600}>
              {category.categoryNameTranslated}
            </Text>
            <Text span size="sm" c="gray.7">
              {t('ai.suggested.because', {
                conditions: conditionLines(category.conditionsInCategories[0], null, t, i18n.language).join(
                  '; ',
                ),
              })}
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
