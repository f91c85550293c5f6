import { useState } from 'react';
import { Group, ScrollArea, Select, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { AUDIT_DURATIONS } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/ListPagination.tsx';
import { TableFrame } from '../../../components/TableFrame.tsx';
import { useAuditRows } from './auditApi.ts';
import { formatDateTime } from '../../../components/dates/dateFormat.ts';

const PAGE_SIZE = 100;

/** Control admin → Control Audit: who called what, when, from where, and what went wrong. */
export function ControlAuditTab() {
  const { t } = useTranslation();
  const [duration, setDuration] = useState(-1);
  const [user, setUser] = useState('');
  const [action, setAction] = useState('');
  const [filters] = useDebouncedValue({ user: user.trim(), action: action.trim() }, 300);
  const [page, setPage] = useState(0);
  const rows = useAuditRows({ duration, ...filters });
  const all = rows.data ?? [];
  const shown = all.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);

  return (
    <>
      <Group gap="sm" align="flex-end" wrap="wrap" mb="md">
        <Select
          label={t('controlAudit.duration')}
          value={String(duration)}
          allowDeselect={false}
          onChange={(value) => {
            setDuration(Number(value));
            setPage(0);
          }}
          data={AUDIT_DURATIONS.map((weeks) => ({
            value: String(weeks),
            label: weeks === -1 ? t('controlAudit.loggedIn') : t('controlAudit.weeks', { count: weeks }),
          }))}
          w={170}
          data-testid="audit-duration"
        />
        <TextInput
          label={t('controlAudit.filterUser')}
          leftSection={<IconSearch size={16} />}
          value={user}
          onChange={(event) => {
            setUser(event.currentTarget.value);
            setPage(0);
          }}
          w={200}
          data-testid="audit-filter-user"
        />
        <TextInput
          label={t('controlAudit.filterAction')}
          leftSection={<IconSearch size={16} />}
          value={action}
          onChange={(event) => {
            setAction(event.currentTarget.value);
            setPage(0);
          }}
          w={240}
          data-testid="audit-filter-action"
        />
      </Group>
      <TableFrame query={rows} isEmpty={all.length === 0} emptyTitle={t('controlAudit.empty')}>
        <ScrollArea type="auto" offsetScrollbars tabIndex={0} aria-label={t('controlAudit.tab')}>
          <Table striped highlightOnHover withTableBorder miw={960} data-testid="audit-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('controlAudit.user')}</Table.Th>
                <Table.Th>{t('controlAudit.ip')}</Table.Th>
                <Table.Th>{t('controlAudit.action')}</Table.Th>
                <Table.Th>{t('controlAudit.error')}</Table.Th>
                <Table.Th>{t('controlAudit.platform')}</Table.Th>
                <Table.Th>{t('controlAudit.date')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.user.username ?? '–'}</Table.Td>
                  <Table.Td>{row.ip ?? '–'}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>
                    {row.method} {row.url}
                  </Table.Td>
                  <Table.Td c={row.error ? 'red.8' : undefined}>{row.error ?? '–'}</Table.Td>
                  <Table.Td>{row.platform ?? '–'}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.date)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        <ListPagination page={page} pageSize={PAGE_SIZE} total={all.length} onPage={setPage} />
      </TableFrame>
    </>
  );
}
