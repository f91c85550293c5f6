import { ActionIcon, Anchor, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { LIMIT_LEVELS, type Limit } from '@vigil/domain';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LIMIT_LEVEL_KEYS } from '../../components/status/limitLevelKeys.ts';
import { formatLimitLevel } from '../../components/status/limitLevel.ts';
import { GENDER_KEYS } from './LimitFields.tsx';

export interface LimitsTableProps {
  limits: readonly Limit[];
  kind: 'general' | 'patient';
  /** Present when the caller may change limits. */
  onEdit?: (limit: Limit) => void;
}

const ages = (limit: Limit) =>
  limit.ageLower === null && limit.ageUpper === null ? '–' : `${limit.ageLower ?? 0}–${limit.ageUpper ?? ''}`;

/** General or patient limits, one row a limit with its six levels. */
export function LimitsTable({ limits, kind, onEdit }: LimitsTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={kind === 'general' ? 980 : 900} type="native">
      <Table striped highlightOnHover verticalSpacing={5} fz="sm" data-testid={`${kind}-limits-table`}>
        <Table.Thead>
          <Table.Tr>
            {kind === 'patient' && <Table.Th>{t('limits.patient')}</Table.Th>}
            <Table.Th>{t('limits.variable')}</Table.Th>
            {kind === 'general' && <Table.Th>{t('limits.gender')}</Table.Th>}
            {kind === 'general' && <Table.Th>{t('limits.ages')}</Table.Th>}
            {LIMIT_LEVELS.map((level) => (
              <Table.Th key={level} ta="right" fz="xs">
                {t(LIMIT_LEVEL_KEYS[level])}
              </Table.Th>
            ))}
            <Table.Th>{t('limits.updated')}</Table.Th>
            {onEdit && <Table.Th aria-label={t('limits.edit')} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {limits.map((limit) => (
            <Table.Tr key={limit.idlimits} data-testid={`limit-row-${limit.idlimits}`}>
              {kind === 'patient' && (
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {limit.patient && (
                    <Anchor component={Link} to={`/patient/${limit.patient.idpatient}`} size="sm">
                      {limit.patient.fullName}
                    </Anchor>
                  )}
                </Table.Td>
              )}
              <Table.Td>
                <Text size="sm" fw={500}>
                  {limit.patientVariable.variableName}
                </Text>
                <Text size="xs" c="dimmed">
                  {limit.patientVariable.acronyme}
                  {limit.patientVariable.units && ` · ${limit.patientVariable.units}`}
                </Text>
              </Table.Td>
              {kind === 'general' && <Table.Td>{t(GENDER_KEYS[limit.gender])}</Table.Td>}
              {kind === 'general' && <Table.Td style={{ whiteSpace: 'nowrap' }}>{ages(limit)}</Table.Td>}
              {LIMIT_LEVELS.map((level) => (
                <Table.Td key={level} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatLimitLevel(limit.patientVariable.acronyme, limit[level], t, i18n.language)}
                </Table.Td>
              ))}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {dayjs(limit.updatedAt).format('YYYY-MM-DD')}
              </Table.Td>
              {onEdit && (
                <Table.Td>
                  <Tooltip label={t('limits.edit')}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`${t('limits.edit')}: ${limit.patientVariable.variableName}`}
                      onClick={() => onEdit(limit)}
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
