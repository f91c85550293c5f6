import { useState } from 'react';
import { Button, Group, Select, Table } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { isMessageLanguage, type MessageLanguage } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { DeleteRowButton } from '../../components/DeleteRowButton.tsx';
import { TableFrame } from '../../components/TableFrame.tsx';
import { MESSAGE_LANGUAGE_OPTIONS } from '../../i18n/messageLanguages.ts';
import { useCategoryLanguages, useDeleteCategoryLanguage } from './api.ts';
import { CategoryLanguageDialog } from './CategoryLanguageDialog.tsx';

/** Control admin → Categories (docs/requirements/administration.md#category-language): the categories' names in one language, and a way to add one. */
export function CategoryLanguageAdmin() {
  const { t, i18n } = useTranslation();
  const names = useCategoryLanguages();
  const remove = useDeleteCategoryLanguage();
  // First the names in the admin's own interface language.
  const [language, setLanguage] = useState<MessageLanguage>(() =>
    isMessageLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en',
  );
  const [creating, setCreating] = useState(false);
  const rows = (names.data ?? []).filter((row) => row.language === language);
  return (
    <>
      <Group justify="space-between" align="flex-end" mb="sm">
        <Select
          label={t('categoryLanguages.language')}
          data={MESSAGE_LANGUAGE_OPTIONS}
          value={language}
          allowDeselect={false}
          onChange={(value) => value && isMessageLanguage(value) && setLanguage(value)}
          w={240}
          data-testid="category-language-picker"
        />
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          {t('categoryLanguages.create')}
        </Button>
      </Group>
      <TableFrame
        // A failed delete is shown where a failed read would be.
        query={{ error: names.error ?? remove.error, isPending: names.isPending }}
        isEmpty={rows.length === 0}
        emptyTitle={t('categoryLanguages.noNames')}
        alertSpacing="below"
      >
        <Table striped withTableBorder data-testid="category-language-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('categoryLanguages.categoryName')}</Table.Th>
              <Table.Th>{t('categoryLanguages.languageName')}</Table.Th>
              <Table.Th aria-label={t('categoryLanguages.delete')} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.idcategoryLanguage}>
                <Table.Td>{row.ruleBasedCategoryUser.categoryName}</Table.Td>
                <Table.Td lang={row.language}>{row.categoryLanguageName}</Table.Td>
                <Table.Td w={48}>
                  <DeleteRowButton
                    tooltip={t('categoryLanguages.delete')}
                    label={t('categoryLanguages.deleteNamed', { name: row.categoryLanguageName })}
                    onClick={() => remove.mutate(row.idcategoryLanguage)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableFrame>
      {creating && <CategoryLanguageDialog language={language} onClose={() => setCreating(false)} />}
    </>
  );
}
