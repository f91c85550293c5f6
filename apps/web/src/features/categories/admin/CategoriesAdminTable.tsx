import { ActionIcon, Badge, Group, Stack, Switch, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { RuleBasedCategory } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../../i18n/translationKey.ts';
import { CATEGORY_FLAGS, flagIsOn, type CategoryFlag } from './flags.ts';
import { conditionLines } from './conditionSummary.ts';

const FLAG_KEYS = {
  isPremiumFeature: 'categoryAdmin.columns.premium',
  isSuggested: 'categoryAdmin.columns.suggested',
  alert: 'categoryAdmin.columns.alert',
} as const satisfies Record<CategoryFlag, TranslationKey>;

interface CategoriesAdminTableProps {
  categories: readonly RuleBasedCategory[];
  /** Translated variable names by id, for the conditions column; null while they load. */
  variables: ReadonlyMap<number, string> | null;
  /** Present for the product admin: the Premium Feature, Suggested Action and Alert switches. */
  onFlag?: (category: RuleBasedCategory, flag: CategoryFlag, on: boolean) => void;
  /** The switch being saved, so it cannot be flipped twice at once. */
  pendingFlag?: { categoryId: number; flag: CategoryFlag } | null;
  mayEdit: (category: RuleBasedCategory) => boolean;
  mayDelete: (category: RuleBasedCategory) => boolean;
  onEdit: (category: RuleBasedCategory) => void;
  onDelete: (category: RuleBasedCategory) => void;
}

/** The rule-based categories of Control categories, each with its conditions in one line apiece. */
export function CategoriesAdminTable(props: CategoriesAdminTableProps) {
  const { t, i18n } = useTranslation();
  const { categories, variables, onFlag, pendingFlag } = props;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="categories-admin-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('categoryAdmin.columns.name')}</Table.Th>
            <Table.Th>{t('categoryAdmin.columns.conditions')}</Table.Th>
            {onFlag && CATEGORY_FLAGS.map((flag) => <Table.Th key={flag}>{t(FLAG_KEYS[flag])}</Table.Th>)}
            <Table.Th aria-label={t('categoryAdmin.columns.actions')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {categories.map((category) => (
            <Table.Tr key={category.categoryId} data-testid={`category-row-${category.categoryId}`}>
              <Table.Td fw={500}>
                <Stack gap={4} align="flex-start">
                  {category.categoryName}
                  {!onFlag && <FlagBadges category={category} />}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  {conditionLines(category.conditionsInCategories[0], variables, t, i18n.language).map(
                    (line, index) => (
                      <Text key={index} size="sm">
                        {line}
                      </Text>
                    ),
                  )}
                </Stack>
              </Table.Td>
              {onFlag &&
                CATEGORY_FLAGS.map((flag) => (
                  <Table.Td key={flag}>
                    <Switch
                      checked={flagIsOn(category, flag)}
                      onChange={(event) => onFlag(category, flag, event.currentTarget.checked)}
                      disabled={pendingFlag?.categoryId === category.categoryId && pendingFlag.flag === flag}
                      aria-label={`${t(FLAG_KEYS[flag])}: ${category.categoryName}`}
                    />
                  </Table.Td>
                ))}
              <Table.Td>
                <RowActions category={category} {...props} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** For those without the switches: which flags a category has, as badges. */
function FlagBadges({ category }: { category: RuleBasedCategory }) {
  const { t } = useTranslation();
  const shown = CATEGORY_FLAGS.filter((flag) => flagIsOn(category, flag));
  if (shown.length === 0) return null;
  return (
    <Group gap={4}>
      {shown.map((flag) => (
        <Badge key={flag} size="xs" variant="light" color={flag === 'alert' ? 'red' : 'grape'}>
          {t(FLAG_KEYS[flag])}
        </Badge>
      ))}
    </Group>
  );
}

function RowActions({
  category,
  mayEdit,
  mayDelete,
  onEdit,
  onDelete,
}: Pick<CategoriesAdminTableProps, 'mayEdit' | 'mayDelete' | 'onEdit' | 'onDelete'> & {
  category: RuleBasedCategory;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {mayEdit(category) && (
        <Tooltip label={t('categoryAdmin.edit')}>
          <ActionIcon
            variant="subtle"
            aria-label={`${t('categoryAdmin.edit')}: ${category.categoryName}`}
            onClick={() => onEdit(category)}
          >
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {mayDelete(category) && (
        <Tooltip label={t('categoryAdmin.delete')}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`${t('categoryAdmin.delete')}: ${category.categoryName}`}
            onClick={() => onDelete(category)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
