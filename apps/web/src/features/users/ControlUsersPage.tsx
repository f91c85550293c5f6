import { useState } from 'react';
import { Button, Paper, Stack, TextInput } from '@mantine/core';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { hasRights, type User } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page.tsx';
import { TableFrame } from '../../components/TableFrame.tsx';
import { useCurrentUser } from '../session/index.ts';
import { useUsers } from './api.ts';
import { filterUsers } from './filterUsers.ts';
import { POSITION_LABEL_KEYS, ROLE_LABEL_KEYS } from './labels.ts';
import { OwnProfileDialog } from './OwnProfileDialog.tsx';
import { UserDialog } from './UserDialog.tsx';
import { UsersTable } from './UsersTable.tsx';

type Editing = { kind: 'closed' } | { kind: 'create' } | { kind: 'edit'; user: User } | { kind: 'own' };

/** Control users (docs/requirements/administration.md#control-users): everyone the caller may see; admins create and edit. */
export function ControlUsersPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const users = useUsers();
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  // docs/requirements/roles-and-scope.md#who-may-do-what: creating and editing users needs admin rights.
  const mayEdit = hasRights(me.userRole, 'ADMIN_RIGHTS');
  const close = () => setEditing({ kind: 'closed' });
  // Nobody changes their own role or enabled flag, so their own row opens the own-profile form.
  const edit = (user: User) =>
    setEditing(user.iduser === me.iduser ? { kind: 'own' } : { kind: 'edit', user });
  const labelsOf = (user: User) => [t(ROLE_LABEL_KEYS[user.userRole]), t(POSITION_LABEL_KEYS[user.position])];
  const shown = filterUsers(users.data ?? [], filter, labelsOf);

  return (
    <Page
      title={t('nav.controlUsers')}
      description={t('users.description')}
      actions={
        mayEdit && (
          <Button leftSection={<IconUserPlus size={18} />} onClick={() => setEditing({ kind: 'create' })}>
            {t('users.create')}
          </Button>
        )
      }
    >
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <TextInput
            placeholder={t('users.filter')}
            aria-label={t('users.filter')}
            leftSection={<IconSearch size={16} />}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
            maw={360}
          />
          <TableFrame query={users} isEmpty={shown.length === 0} emptyTitle={t('users.empty')}>
            <UsersTable users={shown} onEdit={mayEdit ? edit : undefined} />
          </TableFrame>
        </Stack>
      </Paper>
      <UserDialog
        user={editing.kind === 'edit' ? editing.user : null}
        users={users.data ?? []}
        opened={editing.kind === 'create' || editing.kind === 'edit'}
        onClose={close}
      />
      <OwnProfileDialog opened={editing.kind === 'own'} onClose={close} />
    </Page>
  );
}
