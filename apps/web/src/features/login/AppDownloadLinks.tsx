import { Anchor, Divider, Group, Stack } from '@mantine/core';
import { IconBrandAndroid, IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

// Served by the Vigil server next to the web app, so clinics can hand families a direct link.
const PATIENT_APP_APK = '/downloads/vigil-patient.apk';
const PATIENT_APP_BUNDLE = '/downloads/vigil-patient.aab';

/** Download links for the patient Android app, which families install at the first visit. */
export function AppDownloadLinks() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Divider label={t('appDownloads.title')} labelPosition="center" />
      <Group justify="center" gap="lg" style={{ rowGap: 4 }}>
        <Anchor href={PATIENT_APP_APK} download size="sm" fw={500}>
          <Group component="span" gap={6} wrap="nowrap">
            <IconBrandAndroid size={18} stroke={1.6} aria-hidden="true" />
            {t('appDownloads.apk')}
          </Group>
        </Anchor>
        <Anchor href={PATIENT_APP_BUNDLE} download size="sm" fw={500}>
          <Group component="span" gap={6} wrap="nowrap">
            <IconPackage size={18} stroke={1.6} aria-hidden="true" />
            {t('appDownloads.appBundle')}
          </Group>
        </Anchor>
      </Group>
    </Stack>
  );
}
