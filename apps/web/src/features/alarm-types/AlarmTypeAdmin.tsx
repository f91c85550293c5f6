import { useState } from 'react';
import { ActionIcon, Affix, Button, Group, Select, Table } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeleteRowButton } from '../../components/DeleteRowButton.tsx';
import { TableFrame } from '../../components/TableFrame.tsx';
import { MESSAGE_LANGUAGE_NAMES, MESSAGE_LANGUAGE_OPTIONS } from '../../i18n/messageLanguages.ts';
import { useAlarmTypeCatalogue, useDeleteAlarmType } from './api.ts';
import { AlarmTypeDialog } from './AlarmTypeDialog.tsx';

// The language picker's first choice: the types themselves (docs/requirements/administration.md#alarm-types).
const TYPES = 'types';

/** Control admin → Alarm type: the types, or their names in one language, and a way to add either. */
export function AlarmTypeAdmin() {
  const { t } = useTranslation();
  const catalogue = useAlarmTypeCatalogue();
  const remove = useDeleteAlarmType();
  const [language, setLanguage] = useState(TYPES);
  const [creating, setCreating] = useState(false);
  const data = catalogue.data;
  const names = (data?.alarmTypesLanguage ?? []).filter((row) => row.language === language);
  return (
    <>
      <Group justify="space-between" align="flex-end" mb="sm">
        <Select
          label={t('alarmTypes.language')}
          data={[{ value: TYPES, label: t('alarmTypes.types') }, ...MESSAGE_LANGUAGE_OPTIONS]}
          value={language}
          allowDeselect={false}
          onChange={(value) => value && setLanguage(value)}
          w={240}
          data-testid="alarm-type-picker"
        />
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} visibleFrom="sm">
          {t('alarmTypes.create')}
        </Button>
      </Group>
      <TableFrame
        // A failed delete is shown where a failed read would be.
        query={{ error: catalogue.error ?? remove.error, isPending: catalogue.isPending }}
        isEmpty={language !== TYPES && names.length === 0}
        emptyTitle={t('alarmTypes.noNames')}
        alertSpacing="below"
      >
        {data && language === TYPES && (
          <Table striped withTableBorder data-testid="alarm-type-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('alarmTypes.type')}</Table.Th>
                <Table.Th>{t('alarmTypes.languageName')}</Table.Th>
                <Table.Th aria-label={t('alarmTypes.delete')} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.alarmTypes.map((type) => (
                <Table.Tr key={type.idalarmType}>
                  <Table.Td>{type.alarmType}</Table.Td>
                  <Table.Td>
                    {data.alarmTypesLanguage
                      .filter((row) => row.alarmType.idalarmType === type.idalarmType)
                      .map((row) => MESSAGE_LANGUAGE_NAMES[row.language])
                      .join(', ')}
                  </Table.Td>
                  <Table.Td w={48}>
                    <DeleteRowButton
                      tooltip={t('alarmTypes.delete')}
                      label={t('alarmTypes.deleteNamed', { name: type.alarmType })}
                      onClick={() => remove.mutate(type.idalarmType)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {language !== TYPES && <LanguageRows rows={names} />}
      </TableFrame>
      <Affix position={{ bottom: 72, right: 24 }} hiddenFrom="sm">
        <ActionIcon
          size="xl"
          radius="xl"
          aria-label={t('alarmTypes.create')}
          onClick={() => setCreating(true)}
        >
          <IconPlus />
        </ActionIcon>
      </Affix>
      {creating && data && <AlarmTypeDialog catalogue={data} onClose={() => setCreating(false)} />}
    </>
  );
}

function LanguageRows({
  rows,
}: {
  rows: { idalarmTypeLanguage: number; alarmType: { alarmType: string }; alarmTypeLanguageName: string }[];
}) {
  const { t } = useTranslation();
  return (
    <Table striped withTableBorder data-testid="alarm-type-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('alarmTypes.type')}</Table.Th>
          <Table.Th>{t('alarmTypes.languageName')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.idalarmTypeLanguage}>
            <Table.Td>{row.alarmType.alarmType}</Table.Td>
            <Table.Td>{row.alarmTypeLanguageName}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
