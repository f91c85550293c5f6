import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function BackToLoginLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/" size="sm">
      <Group gap={6} component="span">
        <IconArrowLeft size={16} aria-hidden="true" />
        {t('common.backToLogin')}
      </Group>
    </Anchor>
  );
}
