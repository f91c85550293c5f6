import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ListPaginationProps {
  /** 0-based. */
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Paging of a list of patients, a page at a time; hidden while everything fits one page. */
export function ListPagination({ page, pageSize, total, onPage }: ListPaginationProps) {
  const { t } = useTranslation();
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  const first = page * pageSize + 1;
  const last = Math.min(total, first + pageSize - 1);
  return (
    <Group justify="space-between" p="sm" data-no-print>
      <Text size="sm" c="dimmed">
        {t('patients.range', { first, last, total })}
      </Text>
      <Pagination
        size="sm"
        total={pages}
        value={page + 1}
        onChange={(value) => onPage(value - 1)}
        getControlProps={(control) => ({
          'aria-label':
            control === 'previous' || control === 'first'
              ? t('patients.previousPage')
              : t('patients.nextPage'),
        })}
        data-testid="patients-pagination"
      />
    </Group>
  );
}
