import { Anchor, Divider, Group, Stack } from '@mantine/core';
import { IconBrandAndroid, IconPackage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

// Served by the Vigil server next to the web app, so clinics can hand families a direct link.
const PATIENT_APP_APK = '/downloads/vigil-patient.apk';
const PATIENT_APP_BUNDLE = '/downloads/vigil-patient.aab';

const NONE_PUBLISHED = { apk: false, appBundle: false };

/**
 * Which files of the patient app the operator has put on this server (none on a fresh install),
 * asked once a visit in one call that answers either way: no probe of a missing file.
 */
function usePublishedAppFiles() {
  return useQuery({
    queryKey: ['app-downloads'] as const,
    staleTime: Infinity,
    gcTime: Infinity,
    queryFn: async ({ signal }) => {
      const response = await fetch('/downloads.json', { signal }).catch(() => null);
      if (!response?.ok) return NONE_PUBLISHED;
      const body = (await response.json()) as Partial<typeof NONE_PUBLISHED>;
      return { apk: body.apk === true, appBundle: body.appBundle === true };
    },
  });
}

/**
 * Download links for the patient Android app, which families install at the first visit. Only the
 * files the server has are linked, so nobody follows a link to a missing file.
 */
export function AppDownloadLinks() {
  const { t } = useTranslation();
  const { data } = usePublishedAppFiles();
  if (!data || (!data.apk && !data.appBundle)) return null;
  return (
    <Stack gap="xs">
      <Divider label={t('appDownloads.title')} labelPosition="center" />
      <Group justify="center" gap="lg" style={{ rowGap: 4 }}>
        {data.apk && (
          <Anchor href={PATIENT_APP_APK} download size="sm" fw={500}>
            <Group component="span" gap={6} wrap="nowrap">
              <IconBrandAndroid size={18} stroke={1.6} aria-hidden="true" />
              {t('appDownloads.apk')}
            </Group>
          </Anchor>
        )}
        {data.appBundle && (
          <Anchor href={PATIENT_APP_BUNDLE} download size="sm" fw={500}>
            <Group component="span" gap={6} wrap="nowrap">
              <IconPackage size={18} stroke={1.6} aria-hidden="true" />
              {t('appDownloads.appBundle')}
            </Group>
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}
