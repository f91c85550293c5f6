import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { COUNTED_NIGHT_STATES, NIGHT_STATES, type NightCounts as Counts } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { NIGHT_LOOK, NIGHT_MARKS } from './nightPresentation.ts';

/** The month's counts of dry, wet, very wet, missing and error nights. */
export function NightCounts({ counts }: { counts: Counts }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }} spacing="xs" data-testid="night-counts">
      {COUNTED_NIGHT_STATES.map((state) => {
        const { icon: Icon, color, label } = NIGHT_LOOK[state];
        return (
          <Paper
            key={state}
            withBorder
            radius="md"
            px="sm"
            py={6}
            data-testid={`count-${state}`}
            data-count={counts[state]}
          >
            <Group gap="xs" wrap="nowrap">
              <ThemeIcon variant="light" color={color} size="md" radius="xl" aria-hidden>
                <Icon size={16} />
              </ThemeIcon>
              <div>
                <Text fw={700} fz="lg" lh={1.1} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {counts[state]}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(label)}
                </Text>
              </div>
            </Group>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

/** What each icon and colour of the calendar means, including the days that show nothing. */
export function NightLegend() {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="xs" fw={600} c="dimmed" mb={4} id="night-legend">
        {t('nights.legend')}
      </Text>
      <Group
        gap="md"
        component="ul"
        aria-labelledby="night-legend"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {NIGHT_STATES.map((state) => {
          const { icon: Icon, color, label } = NIGHT_LOOK[state];
          return (
            <Group key={state} gap={6} component="li" wrap="nowrap">
              <ThemeIcon
                variant={state === 'future' || state === 'beforeStart' ? 'default' : 'light'}
                color={color}
                size="sm"
                aria-hidden
                style={state === 'missing' ? { border: '2px dashed var(--mantine-color-gray-5)' } : undefined}
              >
                <Icon size={13} />
              </ThemeIcon>
              <Text size="xs">{t(label)}</Text>
            </Group>
          );
        })}
        {NIGHT_MARKS.map(({ sign, label }) => (
          <Group key={sign} gap={6} component="li" wrap="nowrap">
            <Text size="xs" fw={700} w={22} ta="center" aria-hidden>
              {sign}
            </Text>
            <Text size="xs">{t(label)}</Text>
          </Group>
        ))}
      </Group>
    </div>
  );
}
