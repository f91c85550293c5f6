import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Menu,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import type { RuleBasedCategory } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/ApiError.ts';
import { failureText } from '../../../platform/failureToast.ts';
import { notifySuccess } from '../../../platform/notify.ts';
import { FormErrorAlert } from '../../../components/FormErrorAlert.tsx';
import { translateMessage } from '../../../i18n/domainMessages.ts';
import { useConditionVariables, useOtherVariables, useSaveCategory } from './api.ts';
import {
  canAddCondition,
  categoryBody,
  categoryDialogProblem,
  CONDITION_KINDS,
  draftsOf,
  emptyDraft,
  fieldOfMessage,
  type ConditionDraft,
  type ConditionKind,
} from './conditionDrafts.ts';
import { ConditionRow, type ConditionChoices } from './ConditionRow.tsx';
import { KIND_KEYS } from './labels.ts';

interface CategoryDialogProps {
  /** The category to edit; null to create one. */
  category: RuleBasedCategory | null;
  opened: boolean;
  onClose: () => void;
}

/** The create and edit dialog of Control categories (docs/requirements/administration.md#control-categories); each opening starts fresh. */
export function CategoryDialog({ category, opened, onClose }: CategoryDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        category
          ? t('categoryAdmin.editTitle', { name: category.categoryName })
          : t('categoryAdmin.createTitle')
      }
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <CategoryDialogContent category={category} onDone={onClose} />}
    </Modal>
  );
}

/** Loads what the conditions choose from: the variables and the other-condition choices. */
function CategoryDialogContent({
  category,
  onDone,
}: {
  category: RuleBasedCategory | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const variables = useConditionVariables();
  const otherVariables = useOtherVariables();
  const error = variables.error ?? otherVariables.error;
  if (error) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle />}>
        {failureText(error)}
      </Alert>
    );
  }
  if (!variables.data || !otherVariables.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  const choices: ConditionChoices = {
    variables: variables.data.map((variable) => ({
      value: String(variable.idpatientVariables),
      label: `${variable.variableNameTranslate} (${variable.acronyme})`,
    })),
    otherVariables: otherVariables.data,
  };
  return <CategoryForm category={category} choices={choices} onDone={onDone} />;
}

interface CategoryFormProps {
  category: RuleBasedCategory | null;
  choices: ConditionChoices;
  onDone: () => void;
}

function CategoryForm({ category, choices, onDone }: CategoryFormProps) {
  const { t } = useTranslation();
  const save = useSaveCategory();
  const [name, setName] = useState(category?.categoryName ?? '');
  const [drafts, setDrafts] = useState<ConditionDraft[]>(() => (category ? draftsOf(category) : []));
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  // The name sits at the top of a dialog that scrolls: its message must not go unseen.
  useEffect(() => {
    if (nameError) nameInput.current?.focus();
  }, [nameError]);

  const replace = (index: number, draft: ConditionDraft) =>
    setDrafts((current) => current.map((item, at) => (at === index ? draft : item)));
  const remove = (index: number) => setDrafts((current) => current.filter((_, at) => at !== index));
  const add = (kind: ConditionKind) => setDrafts((current) => [...current, emptyDraft(kind)]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = categoryDialogProblem(name, drafts);
    setNameError(problem?.field === 'name' ? translateMessage(problem.message, t) : null);
    setFormError(problem?.field === 'conditions' ? translateMessage(problem.message, t) : null);
    if (problem) return;
    save.mutate(categoryBody(name, drafts, category?.idruleBasedCategoryUser ?? undefined), {
      onSuccess: () => {
        notifySuccess(t('common.done'));
        onDone();
      },
      onError: (error) => {
        const server = error instanceof ApiError ? error : null;
        if (fieldOfMessage(server?.serverMessage ?? null, server?.messageId) === 'name')
          setNameError(failureText(error));
        else setFormError(failureText(error));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="category-form">
      <Stack gap="md">
        <TextInput
          label={t('categoryAdmin.fields.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={nameError}
          ref={nameInput}
          withAsterisk
          data-autofocus
        />
        <Title order={2} fz="md">
          {t('categoryAdmin.conditions')}
        </Title>
        {drafts.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('categoryAdmin.noConditions')}
          </Text>
        )}
        {drafts.map((draft, index) => (
          <ConditionRow
            key={draft.key}
            draft={draft}
            number={index + 1}
            choices={choices}
            onChange={(changed) => replace(index, changed)}
            onRemove={() => remove(index)}
          />
        ))}
        {canAddCondition(drafts) && <AddConditionMenu onAdd={add} />}
        {formError && <FormErrorAlert message={formError} testId="category-form-error" />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Add Condition: shown only while the conditions entered so far are valid; it asks which kind. */
function AddConditionMenu({ onAdd }: { onAdd: (kind: ConditionKind) => void }) {
  const { t } = useTranslation();
  return (
    <Group>
      <Menu position="bottom-start" shadow="md" withinPortal>
        <Menu.Target>
          <Button variant="light" leftSection={<IconPlus size={16} />}>
            {t('categoryAdmin.addCondition')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {CONDITION_KINDS.map((kind) => (
            <Menu.Item key={kind} onClick={() => onAdd(kind)}>
              {t(KIND_KEYS[kind])}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
