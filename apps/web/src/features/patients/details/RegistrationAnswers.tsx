import { Table, Text } from '@mantine/core';
import type { RegistrationForm } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import {
  FREQUENCY_KEYS,
  frequencyScore,
  QUESTION_TEXT_KEYS,
  REGISTRATION_QUESTIONS,
  type RegistrationQuestion,
} from './registrationQuestions.ts';

/**
 * The registration questionnaire and the family's answers in the reader's language: A–C are
 * yes/no, D1–D10 how often in the past month, scored 0 (never) to 3 (almost every time).
 */
export function RegistrationAnswers({ form }: { form: RegistrationForm }) {
  const { t } = useTranslation();
  const yesNo = (answer: boolean | null) =>
    answer === null ? '–' : answer ? t('common.yes') : t('common.no');
  const scored = (answer: string | null | undefined) => {
    if (answer === null || answer === undefined) return '–';
    const score = frequencyScore(answer);
    return score === null ? answer : `${t(FREQUENCY_KEYS[score])} (${score})`;
  };
  const answerOf = (key: RegistrationQuestion): string => {
    if (key === 'A') return yesNo(form.answerA);
    if (key === 'B') return yesNo(form.answerB);
    if (key === 'C') return yesNo(form.answerC);
    return scored(form.answersD[Number(key.slice(1)) - 1]);
  };
  return (
    <>
      <Table withTableBorder verticalSpacing={4} fz="sm" data-testid="registration-answers">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('demographics.question')}</Table.Th>
            <Table.Th w="40%">{t('demographics.answer')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {REGISTRATION_QUESTIONS.map((key) => (
            <Table.Tr key={key}>
              <Table.Td>
                <Text span c="dimmed" fz="sm" mr={6}>
                  {key}
                </Text>
                {t(QUESTION_TEXT_KEYS[key])}
              </Table.Td>
              <Table.Td>{answerOf(key)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt={4}>
        {t('demographics.frequencyIntro')}
      </Text>
    </>
  );
}
