import { useEffect, useRef } from 'react';
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A form's problem that belongs to no single input; scrolled into view, as long forms scroll. */
export function FormErrorAlert({ message, testId }: { message: string; testId?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [message]);
  return (
    <Alert ref={ref} color="red" variant="light" icon={<IconAlertCircle />} role="alert" data-testid={testId}>
      {message}
    </Alert>
  );
}
