import { useState } from 'react';
import { Alert, Button, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy, IconRestore } from '@tabler/icons-react';
import { hasRights, type PatientVariable } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../platform/failureToast.ts';
import { notifyError, notifySuccess } from '../../../platform/notify.ts';
import { translateMessage } from '../../../i18n/domainMessages.ts';
import { useCurrentUser } from '../../session/index.ts';
import { useSaveVariablePage, useVariablePages, type PagesOwner } from '../api.ts';
import { VARIABLE_PAGES, type VariablePage } from '../variablesPage.ts';
import {
  addToPage,
  availableFor,
  changedPages,
  draftOf,
  entriesOf,
  moveOnPage,
  removeFromPage,
  type PageDraft,
} from './pageDraft.ts';
import { PageColumns } from './PageColumns.tsx';

/**
 * Limit pages 1–5 (docs/requirements/variables.md#variable-pages): which variables each page of the patients list shows, in
 * which order. Everyone arranges their own pages; admins also the predefined ones.
 */
export function VariablePagesEditor({
  catalogue,
  only,
}: {
  catalogue: readonly PatientVariable[];
  /** One owner's pages without the choice between them (Control admin: the predefined ones). */
  only?: PagesOwner;
}) {
  const { t } = useTranslation();
  const { userRole } = useCurrentUser();
  const [chosen, setOwner] = useState<PagesOwner>('mine');
  const owner = only ?? chosen;
  // The predefined pages are every user's default: changing them needs admin rights (decisions.md).
  const mayEditPredefined = only === undefined && hasRights(userRole, 'ADMIN_RIGHTS');
  return (
    <Stack gap="md">
      {mayEditPredefined && (
        <SegmentedControl
          value={owner}
          onChange={(value) => setOwner(value === 'predefined' ? 'predefined' : 'mine')}
          data={[
            { value: 'mine', label: t('variablePages.mine') },
            { value: 'predefined', label: t('variablePages.predefined') },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      <PagesOf key={owner} owner={owner} catalogue={catalogue} />
    </Stack>
  );
}

function PagesOf({ owner, catalogue }: { owner: PagesOwner; catalogue: readonly PatientVariable[] }) {
  const { t } = useTranslation();
  const pages = useVariablePages(owner);
  const save = useSaveVariablePage(owner);
  const [page, setPage] = useState<VariablePage>(1);
  const [draft, setDraft] = useState<PageDraft | null>(null);
  if (pages.error)
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle />}>
        {failureText(pages.error)}
      </Alert>
    );
  if (!pages.data) return <Loader aria-label={t('app.loading')} />;

  const saved = draftOf(pages.data);
  const current = draft ?? saved;
  const changed = changedPages(current, saved);
  const byId = new Map(catalogue.map((variable) => [variable.idpatientVariables, variable]));
  const columns = current[page].flatMap((id) => byId.get(id) ?? []);
  const add = (variableId: number, index?: number) => {
    const change = addToPage(current, page, variableId, catalogue, index);
    if ('problem' in change)
      notifyError({ message: translateMessage(change.problem, t), id: 'variable-pages' });
    else setDraft(change.draft);
  };
  const savePage = () =>
    save.mutate(
      { windowNumber: page, entries: entriesOf(current, page) },
      {
        onSuccess: (answer) => {
          notifySuccess(t('common.done'));
          const stored = draftOf(answer);
          setDraft(changedPages(current, stored).length === 0 ? null : { ...current, [page]: stored[page] });
        },
      },
    );

  return (
    <Stack gap="md" data-testid="variable-pages-editor">
      <Group justify="space-between">
        <Group gap="sm">
          <Text size="sm" fw={600}>
            {t('variablePages.page')}
          </Text>
          <SegmentedControl
            value={String(page)}
            onChange={(value) => setPage(VARIABLE_PAGES.find((item) => String(item) === value) ?? 1)}
            data={VARIABLE_PAGES.map((item) => ({
              value: String(item),
              label: changed.includes(item) ? `${item} •` : String(item),
            }))}
            aria-label={t('variablePages.page')}
          />
        </Group>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconRestore size={18} />}
            disabled={!changed.includes(page)}
            onClick={() => setDraft({ ...current, [page]: saved[page] })}
          >
            {t('variablePages.undo')}
          </Button>
          <Button
            leftSection={<IconDeviceFloppy size={18} />}
            disabled={!changed.includes(page)}
            loading={save.isPending}
            onClick={savePage}
          >
            {t('variablePages.save', { page })}
          </Button>
        </Group>
      </Group>
      <PageColumns
        page={page}
        columns={columns}
        available={availableFor(current, page, catalogue)}
        onAdd={add}
        onRemove={(variableId) => setDraft(removeFromPage(current, page, variableId))}
        onMove={(from, to) => setDraft(moveOnPage(current, page, from, to))}
      />
    </Stack>
  );
}
