import { ActionIcon, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { OtherVariableOption } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import type { ConditionDraft } from './conditionDrafts.ts';
import { DiagnosisConditionFields } from './DiagnosisConditionFields.tsx';
import { HospitalizationConditionFields } from './HospitalizationConditionFields.tsx';
import { KIND_KEYS } from './labels.ts';
import type { Option } from './options.ts';
import { OtherConditionFields } from './OtherConditionFields.tsx';
import { RelativeDeviationFields, VariableConditionFields } from './VariableConditionFields.tsx';

export interface ConditionChoices {
  variables: readonly Option[];
  otherVariables: readonly OtherVariableOption[];
}

interface ConditionRowProps {
  draft: ConditionDraft;
  /** 1-based, as the heading shows it. */
  number: number;
  choices: ConditionChoices;
  onChange: (draft: ConditionDraft) => void;
  onRemove: () => void;
}

/** One condition of the category dialog: its kind, its fields, and a remove button. */
export function ConditionRow({ draft, number, choices, onChange, onRemove }: ConditionRowProps) {
  const { t } = useTranslation();
  const title = t('categoryAdmin.conditionTitle', { number, kind: t(KIND_KEYS[draft.kind]) });
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      role="group"
      aria-label={title}
      data-testid={`condition-${number}`}
      data-kind={draft.kind}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600} size="sm">
            {title}
          </Text>
          <Tooltip label={t('categoryAdmin.removeCondition')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`${t('categoryAdmin.removeCondition')}: ${title}`}
              onClick={onRemove}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <ConditionFields draft={draft} choices={choices} onChange={onChange} />
      </Stack>
    </Paper>
  );
}

function ConditionFields({
  draft,
  choices,
  onChange,
}: Pick<ConditionRowProps, 'draft' | 'choices' | 'onChange'>) {
  switch (draft.kind) {
    case 'variable':
      return <VariableConditionFields draft={draft} onChange={onChange} variables={choices.variables} />;
    case 'other':
      return (
        <OtherConditionFields draft={draft} onChange={onChange} otherVariables={choices.otherVariables} />
      );
    case 'diagnosis':
      return <DiagnosisConditionFields draft={draft} onChange={onChange} />;
    case 'relativeDeviation':
      return <RelativeDeviationFields draft={draft} onChange={onChange} variables={choices.variables} />;
    case 'hospitalization':
      return <HospitalizationConditionFields draft={draft} onChange={onChange} />;
  }
}
