import { ActionIcon, Badge, Table, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { User } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { POSITION_LABEL_KEYS, ROLE_LABEL_KEYS } from './labels.ts';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
// Wide enough that a user of several clinics keeps a row of a few lines in the scrolled table on a phone.
const CLINICS_CELL = { minWidth: 240 } as const;

interface UsersTableProps {
  users: readonly User[];
  /** Present when the caller may edit users. */
  onEdit?: (user: User) => void;
}

export function UsersTable({ users, onEdit }: UsersTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="users-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('users.columns.name')}</Table.Th>
            <Table.Th>{t('users.columns.username')}</Table.Th>
            <Table.Th>{t('users.columns.role')}</Table.Th>
            <Table.Th>{t('users.columns.position')}</Table.Th>
            <Table.Th>{t('users.columns.clinics')}</Table.Th>
            <Table.Th>{t('users.columns.email')}</Table.Th>
            <Table.Th>{t('users.columns.phone')}</Table.Th>
            <Table.Th>{t('users.columns.enabled')}</Table.Th>
            {onEdit && <Table.Th aria-label={t('users.edit')} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.iduser} data-testid={`user-row-${user.username}`}>
              <Table.Td fw={500} style={NO_WRAP}>
                {user.fullName}
              </Table.Td>
              <Table.Td>{user.username}</Table.Td>
              <Table.Td style={NO_WRAP}>{t(ROLE_LABEL_KEYS[user.userRole])}</Table.Td>
              <Table.Td>{t(POSITION_LABEL_KEYS[user.position])}</Table.Td>
              <Table.Td style={CLINICS_CELL}>
                {user.clinics.map((clinic) => clinic.clinicName).join(', ')}
              </Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td style={NO_WRAP}>{user.phone ?? user.mobilePhone}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={user.enabled ? undefined : 'gray'}>
                  {user.enabled ? t('common.yes') : t('common.no')}
                </Badge>
              </Table.Td>
              {onEdit && (
                <Table.Td>
                  <Tooltip label={t('users.edit')}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`${t('users.edit')}: ${user.fullName}`}
                      onClick={() => onEdit(user)}
                    >
                      <IconPencil size={18} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
