import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { Tooltip, type FloatingPosition } from '@mantine/core';

/** What a trigger shows: its text or a small block, one line or wrapped at 250 px; above by default. */
export interface TooltipContent {
  label: ReactNode;
  multiline?: boolean;
  position?: FloatingPosition;
}

interface Shown extends TooltipContent {
  target: HTMLElement;
}

interface TooltipHostApi {
  show(target: HTMLElement, content: TooltipContent, delayMs: number): void;
  hide(target: HTMLElement): void;
  /** New content for a tooltip shown now at `target`; nothing when another or none is shown. */
  refresh(target: HTMLElement, content: TooltipContent): void;
}

const TooltipHostContext = createContext<TooltipHostApi | null>(null);

const HOVER_OPEN_DELAY_MS = 120;

/**
 * One tooltip for every trigger inside it. A table of patients has a tooltip on each status icon
 * and AI score: eight or more per row, each a floating element with its own hooks and listeners
 * mounted for the one shown at a time. Its triggers (`useTooltipTrigger`) ask the host instead,
 * which draws a single tooltip at the element pointed at, touched or focused. The frame's icon
 * buttons use it too: each Mantine tooltip renders its button a second time, synchronously,
 * when it mounts (its floating element learning its anchor).
 */
export function TooltipHost({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const pending = useRef<{ target: HTMLElement; timer: ReturnType<typeof setTimeout> } | null>(null);

  const api = useMemo<TooltipHostApi>(() => {
    const cancelPending = () => {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = null;
    };
    return {
      show(target, content, delayMs) {
        cancelPending();
        if (delayMs === 0) return setShown({ target, ...content });
        pending.current = {
          target,
          timer: setTimeout(() => {
            pending.current = null;
            setShown({ target, ...content });
          }, delayMs),
        };
      },
      hide(target) {
        if (pending.current?.target === target) cancelPending();
        setShown((current) => (current?.target === target ? null : current));
      },
      refresh(target, content) {
        setShown((current) => (current?.target === target ? { target, ...content } : current));
      },
    };
  }, []);

  useEffect(() => () => clearTimeout(pending.current?.timer), []);

  useEffect(() => {
    if (!shown) return;
    // A touched icon keeps its tooltip until the next touch elsewhere; Escape closes any.
    const close = () => setShown(null);
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!(event.target instanceof Node && shown.target.contains(event.target))) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [shown]);

  return (
    <TooltipHostContext.Provider value={api}>
      {children}
      {shown && (
        <Tooltip
          target={shown.target}
          opened
          label={shown.label}
          multiline={shown.multiline}
          w={shown.multiline ? 250 : undefined}
          position={shown.position}
          withArrow
          hideDetached
        />
      )}
    </TooltipHostContext.Provider>
  );
}

/**
 * The event handlers that show `content` from the nearest `TooltipHost`: after a short hover, at
 * once on touch (`touch`) or on keyboard focus (`focus`). Spread them on the trigger element.
 */
export function useTooltipTrigger(
  content: TooltipContent,
  events: { focus?: boolean; touch?: boolean } = {},
) {
  const host = useContext(TooltipHostContext);
  if (!host) throw new Error('useTooltipTrigger needs a TooltipHost around it');
  const trigger = useRef<HTMLElement | null>(null);
  const { label, multiline, position } = content;
  useEffect(() => {
    // A label that changes while shown (a toggle clicked: "Show settings" → "Hide settings") is
    // redrawn, so the tooltip never describes the state before the click.
    if (trigger.current) host.refresh(trigger.current, { label, multiline, position });
  }, [host, label, multiline, position]);
  return {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      const touch = event.pointerType === 'touch';
      trigger.current = event.currentTarget;
      if (!touch || events.touch) host.show(event.currentTarget, content, touch ? 0 : HOVER_OPEN_DELAY_MS);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      // A finger lifted leaves the element too: a touched tooltip stays until the next touch.
      if (event.pointerType !== 'touch') host.hide(event.currentTarget);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      trigger.current = event.currentTarget;
      if (events.focus && event.currentTarget.matches(':focus-visible'))
        host.show(event.currentTarget, content, 0);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => host.hide(event.currentTarget),
  };
}
