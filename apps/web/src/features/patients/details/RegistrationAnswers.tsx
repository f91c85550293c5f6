import { Table } from '@mantine/core';
import type { RegistrationForm } from '@vigil/domain';
import { useTranslation } from 'react-i18next';

/**
 * The registration questions and the family's answers: A–C are yes/no, D1–D10 scored. The
 * question texts come with the form (keys A, B, C, D1 …); a form without them shows the key.
 */
export function RegistrationAnswers({ form }: { form: RegistrationForm }) {
  const { t } = useTranslation();
  const yesNo = (answer: boolean | null) =>
    answer === null ? '–' : answer ? t('common.yes') : t('common.no');
  const rows: [string, string][] = [
    ['A', yesNo(form.answerA)],
    ['B', yesNo(form.answerB)],
    ['C', yesNo(form.answerC)],
    ...form.answersD.map((answer, index): [string, string] => [`D${index + 1}`, answer ?? '–']),
  ];
  return (
    <Table withTableBorder verticalSpacing={4} fz="sm" data-testid="registration-answers">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('demographics.question')}</Table.Th>
          <Table.Th w={90}>{t('demographics.answer')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(([key, answer]) => (
          <Table.Tr key={key}>
            <Table.Td>{form.questions[key] ?? t('demographics.questionKey', { key })}</Table.Td>
            <Table.Td>{answer}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
