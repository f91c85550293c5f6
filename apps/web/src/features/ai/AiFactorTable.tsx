import { Table, type TableProps } from '@mantine/core';
import type { AiFactorGroup, AiGroupedFactor } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n/translationKey.ts';
import { factorName, factorValue } from './factorText.ts';

/** A contribution in the reader's numbers: 0.53 in English, 0,53 in German. */
const CONTRIBUTION_DIGITS = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

/** The clinical factors' names. */
export const GROUP_LABELS = {
  wetNights: 'ai.factors.groups.wetNights',
  progress: 'ai.factors.groups.progress',
  recording: 'ai.factors.groups.recording',
  waking: 'ai.factors.groups.waking',
  treatmentLength: 'ai.factors.groups.treatmentLength',
  questionnaire: 'ai.factors.groups.questionnaire',
  alarmType: 'ai.factors.groups.alarmType',
  recentStays: 'ai.factors.groups.recentStays',
  bloodPressure: 'ai.factors.groups.bloodPressure',
  weightAndFluid: 'ai.factors.groups.weightAndFluid',
  oxygen: 'ai.factors.groups.oxygen',
  pulse: 'ai.factors.groups.pulse',
  temperatureAndInfection: 'ai.factors.groups.temperatureAndInfection',
  diagnoses: 'ai.factors.groups.diagnoses',
  measuring: 'ai.factors.groups.measuring',
  person: 'ai.factors.groups.person',
  missingData: 'ai.factors.groups.missingData',
  other: 'ai.factors.groups.other',
} as const satisfies Record<AiFactorGroup, TranslationKey>;
/**
 * Clinical factors as a table: the factor, its features with their values (missing data by name
 * alone), and whether it raised or lowered the score, by how much. The factors dialog lists every
 * factor; the printed summary the largest.
 */
export function AiFactorTable({
  factors,
  testId,
  ...table
}: { factors: readonly AiGroupedFactor[]; testId: string } & TableProps) {
  const { t, i18n } = useTranslation();
  return (
    <Table {...table} data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('ai.factors.feature')}</Table.Th>
          <Table.Th>{t('ai.factors.value')}</Table.Th>
          <Table.Th>{t('ai.factors.effect')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {factors.map((factor) => (
          <Table.Tr key={factor.group}>
            <Table.Td fw={600}>{t(GROUP_LABELS[factor.group])}</Table.Td>
            <Table.Td>
              {factor.members
                .map((member) =>
                  factor.group === 'missingData'
                    ? factorName(member.featureName, i18n.language)
                    : `${factorName(member.featureName, i18n.language)}: ${factorValue(member, t, i18n.language)}`,
                )
                .join('; ')}
            </Table.Td>
            {/* Red 9: red 8 on a striped row is 4.3:1. */}
            <Table.Td c={factor.contribution > 0 ? 'red.9' : 'blue.8'} style={{ whiteSpace: 'nowrap' }}>
              {factor.contribution > 0 ? t('ai.factors.raises') : t('ai.factors.lowers')}{' '}
              {new Intl.NumberFormat(i18n.language, CONTRIBUTION_DIGITS).format(
                Math.abs(factor.contribution),
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
