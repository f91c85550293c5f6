import { useState, type ReactNode } from 'react';
import { Alert, Button, Center, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isAiVariable } from '@vigil/domain';
import { failureText } from '../../../platform/failureToast.ts';
import { useFlavour } from '../../../platform/useFlavour.ts';
import { AiScoreSummary } from '../../ai/index.ts';
import { usePatientInterventions } from '../../interventions/index.ts';
import { RecentNights } from '../../nights/index.ts';
import { useSentMessages } from '../../patient-messages/index.ts';
import { HistoryDiagrams, usePatientHistory } from '../../variable-values/index.ts';
import { usePatientDetails } from '../details/detailsApi.ts';
import { genderLabel, languageLabel } from '../details/labels.ts';
import type { PatientDetail } from '../details/patientDetail.ts';
import classes from './PatientSummary.module.css';
import { summaryStatusRows } from './summaryRows.ts';

/** The summary's values: the last 30 days, as the history's one-month period. */
const SUMMARY_PERIOD = '1m';
/** The days the summary's nights and diagrams span. */
const SUMMARY_DAYS = 30;
const DAY_MS = 86_400_000;
/** How many interventions the summary lists, newest first. */
const SUMMARY_INTERVENTIONS = 10;

/**
 * /patient/{id}/summary: one patient on an A4 page to print or save as PDF (the top bar's print
 * button): identity, statuses with their limits, the last 30 days, the AI score with its day and
 * factors, interventions and the latest messages, in the user's language.
 */
export function PatientSummaryPage() {
  const { id } = useParams();
  const patientId = Number(id);
  const details = usePatientDetails(Number.isInteger(patientId) && patientId > 0 ? patientId : 0);
  const { t } = useTranslation();
  if (details.error) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle />} data-testid="summary-error">
        {failureText(details.error)}
      </Alert>
    );
  }
  if (!details.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  return <Summary patient={details.data.patient} />;
}

function Summary({ patient }: { patient: PatientDetail }) {
  const { t, i18n } = useTranslation();
  useDocumentTitle(`${t('summary.title')}: ${patient.fullName} · Vigil`);
  const facts: [string, string][] = [
    [t('summary.recordNumber'), String(patient.idpatient)],
    [t('summary.born'), patient.dateOfBirth ?? '–'],
    [t('patientDetails.age'), patient.age === null ? '–' : t('patientDetails.years', { count: patient.age })],
    [t('patientDetails.genderLabel'), genderLabel(patient.gender, t)],
    [t('patientDetails.clinic'), patient.clinics.map((clinic) => clinic.clinicName).join(', ') || '–'],
    [t('patientDetails.language'), languageLabel(patient.language, i18n.language)],
    [t('summary.registered'), patient.createdAt.slice(0, 10)],
    [t('patients.columns.serviceUntil'), patient.service.until ?? t('patients.service.none')],
  ];
  return (
    <Stack gap="md" className={classes.sheet} data-testid="patient-summary">
      <Group justify="space-between" align="flex-end" data-no-print>
        <Button
          component={Link}
          to={`/patient/${patient.idpatient}`}
          variant="subtle"
          leftSection={<IconArrowLeft size={16} />}
        >
          {t('summary.back')}
        </Button>
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          {t('summary.print')}
        </Button>
      </Group>
      <div>
        <Title order={1} fz={22}>
          {t('summary.title')}: {patient.fullName}
        </Title>
        <Text size="xs" c="dimmed">
          {t('summary.printedAt', { date: new Date().toISOString().slice(0, 10) })}
          {patient.inactive && ` · ${t('patients.inactive')}`}
        </Text>
      </div>
      <div className={classes.facts} data-testid="summary-identity">
        {facts.map(([label, value]) => (
          <Text key={label} size="sm">
            <Text span c="dimmed" size="sm">
              {label}:
            </Text>{' '}
            {value}
          </Text>
        ))}
      </div>
      <Section title={t('ai.panel.title')}>
        <AiScoreSummary prediction={patient.latestAiPrediction} />
      </Section>
      <StatusSection patient={patient} />
      <DiagramsSection patient={patient} />
      <InterventionsSection patientId={patient.idpatient} />
      <MessagesSection patientId={patient.idpatient} />
    </Stack>
  );
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className={classes.section} data-testid={testId}>
      <Title order={2} fz="md" mb={4}>
        {title}
      </Title>
      {children}
    </section>
  );
}

function Failure({ error }: { error: Error }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle />}>
      {failureText(error)}
    </Alert>
  );
}

function StatusSection({ patient }: { patient: PatientDetail }) {
  const { t, i18n } = useTranslation();
  const history = usePatientHistory(patient.idpatient, SUMMARY_PERIOD);
  const rows = history.data
    ? summaryStatusRows(t, history.data, patient.dangerList, patient.timezone, i18n.language)
    : [];
  return (
    <Section title={t('summary.statuses')} testId="summary-statuses">
      {history.error && <Failure error={history.error} />}
      {!history.data && !history.error && <Loader size="sm" aria-label={t('app.loading')} />}
      {history.data && (
        // On a phone the table scrolls sideways on its own, by keyboard too; on paper it fits.
        <div className={classes.wide} tabIndex={0} role="region" aria-label={t('summary.statuses')}>
          <Table fz="xs" verticalSpacing={2} striped withTableBorder miw={560}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('export.variable')}</Table.Th>
                <Table.Th>{t('summary.latestValue')}</Table.Th>
                <Table.Th>{t('history.time')}</Table.Th>
                <Table.Th>{t('summary.status')}</Table.Th>
                <Table.Th>{t('summary.limitInForce')}</Table.Th>
                <Table.Th>{t('summary.lastDays')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.acronym} data-testid={`summary-status-${row.acronym}`}>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td>{row.value}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.takenAt}</Table.Td>
                  <Table.Td>{row.status}</Table.Td>
                  <Table.Td>{row.limits}</Table.Td>
                  <Table.Td>{row.period}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </Section>
  );
}

/**
 * The last 30 days drawn: a flavour that keeps a calendar of nights shows them as a strip, then
 * every measured or derived variable with a value in the period its diagram with its limits (the
 * AI's own values are the AI section's). One time axis for all, from 30 days ago to now.
 */
function DiagramsSection({ patient }: { patient: PatientDetail }) {
  const { t } = useTranslation();
  const history = usePatientHistory(patient.idpatient, SUMMARY_PERIOD);
  const [timeRange] = useState(() => {
    const now = Date.now();
    return { from: new Date(now - SUMMARY_DAYS * DAY_MS).toISOString(), to: new Date(now).toISOString() };
  });
  const keepsNights = useFlavour()?.recordsNights === true;
  return (
    <>
      {keepsNights && (
        <Section title={t('summary.recentNights')} testId="summary-nights-section">
          <RecentNights patientId={patient.idpatient} days={SUMMARY_DAYS} />
        </Section>
      )}
      <Section title={t('summary.diagrams')} testId="summary-diagrams">
        {history.error && <Failure error={history.error} />}
        {!history.data && !history.error && <Loader size="sm" aria-label={t('app.loading')} />}
        {history.data && (
          <>
            <Text size="xs" c="dimmed" mb={4}>
              {t('summary.diagramKey')}
            </Text>
            <HistoryDiagrams
              histories={history.data.filter((variable) => !isAiVariable(variable.acronyme))}
              dangerList={patient.dangerList}
              timeZone={patient.timezone}
              timeRange={timeRange}
            />
          </>
        )}
      </Section>
    </>
  );
}

function InterventionsSection({ patientId }: { patientId: number }) {
  const { t } = useTranslation();
  const interventions = usePatientInterventions(patientId);
  const shown = (interventions.data ?? []).slice(0, SUMMARY_INTERVENTIONS);
  return (
    <Section title={t('patientTabs.interventions')} testId="summary-interventions">
      {interventions.error && <Failure error={interventions.error} />}
      {interventions.data && shown.length === 0 && <Text size="sm">{t('common.noData')}</Text>}
      {shown.length > 0 && (
        <Table fz="xs" verticalSpacing={2} withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('interventions.intervention')}</Table.Th>
              <Table.Th>{t('interventions.startDate')}</Table.Th>
              <Table.Th>{t('interventions.endDate')}</Table.Th>
              <Table.Th>{t('interventions.comment')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((item) => (
              <Table.Tr key={item.idinterventionPatient}>
                <Table.Td>{item.intervention.name}</Table.Td>
                <Table.Td>{item.startDate.slice(0, 10)}</Table.Td>
                <Table.Td>{item.endDate?.slice(0, 10) ?? t('interventions.ongoing')}</Table.Td>
                <Table.Td>{item.comment}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Section>
  );
}

function MessagesSection({ patientId }: { patientId: number }) {
  const { t } = useTranslation();
  const messages = useSentMessages(patientId);
  const shown = messages.data?.pages[0]?.messages ?? [];
  return (
    <Section title={t('summary.latestMessages')} testId="summary-messages">
      {messages.error && <Failure error={messages.error} />}
      {messages.data && shown.length === 0 && <Text size="sm">{t('patientMessages.none')}</Text>}
      {shown.map((message) => (
        <Text key={message.idpatientMessage} size="sm">
          <Text span ff="monospace" size="xs">
            {message.createdAt.slice(0, 10)}
          </Text>{' '}
          <b>{message.messageTitle || t('patientMessages.untitled')}</b> {message.messageText}
        </Text>
      ))}
    </Section>
  );
}
