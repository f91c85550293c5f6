import { useState } from 'react';
import { ActionIcon, Button, Group, ScrollArea, Select, Table, Tabs, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { Intervention, MessageLanguage } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { TableFrame } from '../../../components/TableFrame.tsx';
import { MESSAGE_LANGUAGE_NAMES, MESSAGE_LANGUAGE_OPTIONS } from '../../../i18n/messageLanguages.ts';
import { useInterventionCatalogue } from '../api.ts';
import { INTERVENTION_TYPE_KEYS } from '../typeLabels.ts';
import { useDeleteIntervention, useInterventionLanguages } from './catalogueApi.ts';
import { InterventionDialog } from './InterventionDialog.tsx';
import { LanguageNameDialog } from './LanguageNameDialog.tsx';

/** Control admin → Interventions: the catalogue, and its names in other languages. */
export function InterventionCatalogue() {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue="interventions" keepMounted={false} variant="pills">
      <Tabs.List mb="md">
        <Tabs.Tab value="interventions">{t('interventionCatalogue.interventions')}</Tabs.Tab>
        <Tabs.Tab value="localization">{t('interventionCatalogue.localization')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="interventions">
        <CatalogueTable />
      </Tabs.Panel>
      <Tabs.Panel value="localization">
        <LocalizationTable />
      </Tabs.Panel>
    </Tabs>
  );
}

function CatalogueTable() {
  const { t } = useTranslation();
  const catalogue = useInterventionCatalogue();
  const remove = useDeleteIntervention();
  const [editing, setEditing] = useState<Intervention | 'new' | null>(null);
  const items = catalogue.data ?? [];
  return (
    <>
      <Group justify="flex-end" mb="sm">
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setEditing('new')}
          data-testid="intervention-create"
        >
          {t('interventionCatalogue.create')}
        </Button>
      </Group>
      <TableFrame
        // A failed delete is shown where a failed read would be.
        query={{ error: catalogue.error ?? remove.error, isPending: catalogue.isPending }}
        isEmpty={items.length === 0}
        emptyTitle={t('interventionCatalogue.none')}
        alertSpacing="below"
      >
        <ScrollArea
          type="auto"
          offsetScrollbars
          tabIndex={0}
          aria-label={t('interventionCatalogue.interventions')}
        >
          <Table striped withTableBorder miw={640} data-testid="intervention-catalogue">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('interventionCatalogue.name')}</Table.Th>
                <Table.Th>{t('interventionCatalogue.description')}</Table.Th>
                <Table.Th>{t('interventionCatalogue.type')}</Table.Th>
                <Table.Th aria-label={t('interventionCatalogue.actions')} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.idintervention}>
                  <Table.Td>{item.name}</Table.Td>
                  <Table.Td>{item.description}</Table.Td>
                  <Table.Td>{t(INTERVENTION_TYPE_KEYS[item.type])}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      <Tooltip label={t('interventionCatalogue.edit')}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('interventionCatalogue.editNamed', { name: item.name })}
                          onClick={() => setEditing(item)}
                        >
                          <IconPencil size={18} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={t('interventionCatalogue.delete')}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('interventionCatalogue.deleteNamed', { name: item.name })}
                          loading={remove.isPending && remove.variables === item.idintervention}
                          onClick={() => remove.mutate(item.idintervention)}
                        >
                          <IconTrash size={18} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </TableFrame>
      {editing && (
        <InterventionDialog editing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}

function LocalizationTable() {
  const { t } = useTranslation();
  const catalogue = useInterventionCatalogue();
  const languages = useInterventionLanguages();
  const [language, setLanguage] = useState<MessageLanguage | null>(null);
  const [creating, setCreating] = useState(false);
  const rows = (languages.data ?? []).filter((row) => language === null || row.language === language);
  return (
    <>
      <Group justify="space-between" align="flex-end" mb="sm">
        <Select
          label={t('interventionCatalogue.language')}
          placeholder={t('interventionCatalogue.allLanguages')}
          data={MESSAGE_LANGUAGE_OPTIONS}
          value={language}
          onChange={(value) => setLanguage(value)}
          clearable
          w={220}
        />
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setCreating(true)}
          data-testid="language-create"
        >
          {t('interventionCatalogue.createLanguage')}
        </Button>
      </Group>
      <TableFrame
        query={languages}
        isEmpty={rows.length === 0}
        emptyTitle={t('interventionCatalogue.noLanguages')}
        alertSpacing="below"
      >
        <Table striped withTableBorder data-testid="intervention-languages">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('interventionCatalogue.intervention')}</Table.Th>
              <Table.Th>{t('interventionCatalogue.language')}</Table.Th>
              <Table.Th>{t('interventionCatalogue.languageName')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.idinterventionLanguage}>
                <Table.Td>{row.intervention.name}</Table.Td>
                <Table.Td>{MESSAGE_LANGUAGE_NAMES[row.language]}</Table.Td>
                <Table.Td>{row.interventionLanguageName}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableFrame>
      {creating && (
        <LanguageNameDialog
          interventions={catalogue.data ?? []}
          language={language}
          onClose={() => setCreating(false)}
        />
      )}
    </>
  );
}
