import { Badge, Group, Text } from '@mantine/core';
import type { PatientStatusRow } from '@vigil/domain';
import { useTranslation } from 'react-i18next';

/** The service-until column: the expiry date marked trial or non-trial, legacy-enabled, or no service. */
export function ServiceUntil({ service }: { service: PatientStatusRow['service'] }) {
  const { t } = useTranslation();
  switch (service.state) {
    case 'ACTIVE':
    case 'TRIAL':
      return (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" ff="monospace" fz={13}>
            {service.until}
          </Text>
          <Badge size="xs" variant="light" color={service.state === 'TRIAL' ? 'grape' : undefined}>
            {service.state === 'TRIAL' ? t('patients.service.trial') : t('patients.service.nonTrial')}
          </Badge>
        </Group>
      );
    case 'LEGACY':
      return (
        <Badge size="xs" variant="light" color="blue">
          {t('patients.service.legacy')}
        </Badge>
      );
    case 'NONE':
      return (
        <Text size="sm" c="dimmed" fs="italic">
          {t('patients.service.none')}
        </Text>
      );
  }
}
