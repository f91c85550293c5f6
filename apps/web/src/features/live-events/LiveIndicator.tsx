import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLiveState } from './useLiveEvents.ts';

/**
 * The top bar's word on whether the screens follow changes as they happen ("Live") or not (while
 * connecting, or reconnecting after a drop). A status region: a screen reader hears the change.
 * `compact`: the dot only, for a phone's one-row top bar; the words stay in its name.
 */
export function LiveIndicator({ compact = false }: { readonly compact?: boolean }) {
  const { t } = useTranslation();
  const live = useLiveState() === 'live';
  const label = t(live ? 'live.on' : 'live.off');
  const hint = t(live ? 'live.onHint' : 'live.offHint');
  return (
    <Group
      gap={6}
      wrap="nowrap"
      role="status"
      aria-label={`${label}: ${hint}`}
      title={hint}
      data-testid="live-indicator"
      data-live={live}
    >
      {/* Green 8 and gray 6 both hold 3:1 against the bar as a graphic (WCAG 1.4.11). */}
      <Box w={10} h={10} bg={live ? 'green.8' : 'gray.6'} style={{ borderRadius: '50%', flex: 'none' }} />
      {compact ? null : (
        <Text size="sm" fw={500} c="dark.6" style={{ whiteSpace: 'nowrap' }} aria-hidden>
          {label}
        </Text>
      )}
    </Group>
  );
}
