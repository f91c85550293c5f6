import { ActionIcon, Badge, Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBellRinging, IconChecks } from '@tabler/icons-react';
import { ALERTS_PAGE_SIZE, type ShownAcknowledgement } from '@vigil/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../components/dates/dateFormat.ts';
import { PatientListDialog } from '../../components/PatientListDialog.tsx';
import { lastPageOf } from '../../lib/paging.ts';
import type { AcknowledgeTarget } from './AcknowledgeDialog.tsx';
import { LazyAcknowledgeDialog } from './LazyAcknowledgeDialog.tsx';
import { useAlerts } from './useAlerts.ts';

/**
 * The top bar's ALERTS button: how many patients are in alert categories, and who (a page at a time).
 * `compact`: bell and count only, for a phone's one-row top bar; the word stays in its name. Its
 * dialog's acknowledge buttons are then icons, named for their patient.
 */
export function AlertsButton({ compact = false }: { readonly compact?: boolean }) {
  const { t } = useTranslation();
  const [chosenPage, setPage] = useState(0);
  const { count: knownCount, failed } = useAlerts(0);
  const count = knownCount ?? 0;
  // An unknown count never reads as "no alerts": … while it loads, ! when it could not be read.
  const shown = knownCount === null ? (failed ? '!' : '…') : String(knownCount);
  const state = knownCount === null ? t(failed ? 'shell.alertsUnavailable' : 'shell.alertsLoading') : null;
  // The list may have shrunk under an open page (the hourly reload): its last page then.
  const page = Math.min(chosenPage, lastPageOf(count, ALERTS_PAGE_SIZE));
  const { patients } = useAlerts(page);
  // The dialog opens on the highest risks again.
  const [opened, { open, close }] = useDisclosure(false, { onClose: () => setPage(0) });
  const [acknowledging, setAcknowledging] = useState<AcknowledgeTarget | null>(null);
  return (
    <>
      <Button
        variant={count > 0 || failed ? 'filled' : 'light'}
        // Red 9 keeps white text at 5.5:1 (WCAG AA); the theme's red 8 is at the limit. An unread
        // count is dark, not orange: orange 9 holds white text at only 4.3:1, and orange is a status.
        color={count > 0 ? 'red.9' : failed ? 'dark.7' : 'gray'}
        size="compact-md"
        leftSection={<IconBellRinging size={18} stroke={1.6} />}
        rightSection={
          <Badge
            size="sm"
            miw={20}
            px={5}
            color={count > 0 || failed ? 'white' : 'gray'}
            c={count > 0 ? 'red.9' : failed ? 'dark.7' : 'white'}
            data-testid="alerts-count"
          >
            {shown}
          </Badge>
        }
        onClick={open}
        aria-label={compact || state ? `${t('shell.alerts')} ${state ?? shown}` : undefined}
        title={state ?? undefined}
        data-testid="alerts-button"
      >
        {compact ? null : t('shell.alerts')}
      </Button>
      <PatientListDialog
        title={t('shell.alertsTitle')}
        detailLabel={t('nav.categories')}
        rows={patients.map((row) => ({
          ...row,
          note: row.acknowledged ? <AcknowledgedNote acknowledged={row.acknowledged} /> : undefined,
        }))}
        opened={opened}
        onClose={close}
        pagination={{ page, pageSize: ALERTS_PAGE_SIZE, total: count, onPage: setPage }}
        action={{
          label: t('patients.columns.actions'),
          render: (row) => {
            const props = {
              variant: 'light',
              'aria-label': t('acknowledge.actionFor', { name: row.fullName }),
              onClick: () => setAcknowledging({ idpatient: row.idpatient, fullName: row.fullName }),
              'data-testid': `acknowledge-${row.idpatient}`,
            } as const;
            // On a phone the word does not fit beside the name and categories: the icon says it.
            return compact ? (
              <ActionIcon size="lg" {...props}>
                <IconChecks size={18} />
              </ActionIcon>
            ) : (
              <Button size="compact-sm" leftSection={<IconChecks size={16} />} {...props}>
                {t('acknowledge.action')}
              </Button>
            );
          },
        }}
      />
      <LazyAcknowledgeDialog target={acknowledging} onClose={() => setAcknowledging(null)} />
    </>
  );
}

/**
 * Who acknowledged a patient's alert and when, with the snooze and comment: "Acknowledged …" while
 * it holds, "Last acknowledged …" once new data came or the snooze ended (ALERTS dialog, alert
 * panels). Kept in this module, which the signed-in frame loads anyway.
 */
export function AcknowledgedNote({ acknowledged }: { readonly acknowledged: ShownAcknowledgement }) {
  const { t } = useTranslation();
  const who = { when: formatDateTime(acknowledged.at), name: acknowledged.name };
  const parts = [t(acknowledged.holds ? 'acknowledge.by' : 'acknowledge.lastBy', who)];
  if (acknowledged.holds && acknowledged.snoozeUntil)
    parts.push(t('acknowledge.until', { when: formatDateTime(acknowledged.snoozeUntil) }));
  return (
    <Text
      size="xs"
      c="gray.7"
      style={{ whiteSpace: 'normal' }}
      data-testid="acknowledged-note"
      data-holds={acknowledged.holds}
    >
      {parts.join(' · ')}
      {acknowledged.comment && ` — ${acknowledged.comment}`}
    </Text>
  );
}
