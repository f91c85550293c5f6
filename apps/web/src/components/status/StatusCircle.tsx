import type { CSSProperties, ReactNode } from 'react';
import { useTooltipTrigger } from '../tooltip/TooltipHost.tsx';
import classes from './StatusIcon.module.css';
import type { IconPaint } from './statusPresentation.ts';

interface StatusCircleProps {
  paint: IconPaint;
  size: number;
  tooltip: ReactNode;
  /** The status in words: the circle never speaks through colour alone. */
  label: string;
  focusable: boolean;
  status: string;
  variable: string;
  value: number | null | undefined;
  patientLimit?: boolean;
  children: ReactNode;
}

/**
 * The round icon of a variable's status with its tooltip: the frame both limit and AI icons share.
 * The tooltip is drawn by the table's `TooltipHost`.
 */
export function StatusCircle(props: StatusCircleProps) {
  const { paint, size, tooltip, label, focusable, status, variable, value, patientLimit, children } = props;
  const tooltipTrigger = useTooltipTrigger({ label: tooltip, multiline: true }, { focus: true, touch: true });
  const style = {
    '--status-size': `${size}px`,
    '--status-bg': paint.background,
    '--status-text': paint.text,
    '--status-border': paint.border,
  } as CSSProperties;
  return (
    <span
      {...tooltipTrigger}
      className={classes.icon}
      style={style}
      role="img"
      aria-label={label}
      tabIndex={focusable ? 0 : undefined}
      data-status={status}
      data-variable={variable}
      data-value={value ?? undefined}
      data-patient-limit={patientLimit || undefined}
      data-testid="status-icon"
    >
      {children}
    </span>
  );
}
