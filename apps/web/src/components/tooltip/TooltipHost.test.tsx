// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffUser } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { useTooltipTrigger, type TooltipContent } from './TooltipHost.tsx';

const nurse = staffUser('ROLE_USER');

// jsdom has no PointerEvent: a mouse event that says which pointer it comes from stands in for one.
class TestPointerEvent extends MouseEvent {
  readonly pointerType: string;
  constructor(type: string, pointerType: string) {
    super(type, { bubbles: true });
    this.pointerType = pointerType;
  }
}

/** A pointer entering or leaving an element, or pressed on it: React reads enter and leave from over and out. */
function pointer(action: 'enter' | 'leave' | 'down', element: Element, pointerType: 'mouse' | 'touch') {
  const type = { enter: 'pointerover', leave: 'pointerout', down: 'pointerdown' }[action];
  fireEvent(element, new TestPointerEvent(type, pointerType));
}

function Icon({ name, content, touch }: { name: string; content: TooltipContent; touch?: boolean }) {
  const trigger = useTooltipTrigger(content, { focus: true, touch });
  return (
    <span {...trigger} tabIndex={0} data-testid={name}>
      {name}
    </span>
  );
}

/** Two icons of a table, their tooltips drawn by the host around them (renderWithProviders has one). */
async function showIcons() {
  renderWithProviders(
    <div>
      <Icon name="pulse" content={{ label: 'Pulse: abnormal, 128 bpm', multiline: true }} touch />
      <Icon name="weight" content={{ label: 'Weight: normal' }} />
      <button type="button">elsewhere</button>
    </div>,
    { user: nurse },
  );
  return { pulse: await screen.findByTestId('pulse'), weight: screen.getByTestId('weight') };
}

// jsdom lays nothing out, so the tooltip's floating position reads as detached (hidden); the host
// draws it only while shown, which is what these tests look at.
const tooltip = () => screen.queryByRole('tooltip', { hidden: true });

afterEach(() => vi.useRealTimers());

describe('one tooltip for many icons', () => {
  it('shows the pointed icon’s text after a short hover, and hides it when the pointer leaves', async () => {
    const { pulse } = await showIcons();
    pointer('enter', pulse, 'mouse');
    expect(tooltip()).toBeNull(); // not at a mere pass over the table
    await waitFor(() => expect(tooltip()).toHaveTextContent('Pulse: abnormal, 128 bpm'));
    pointer('leave', pulse, 'mouse');
    await waitFor(() => expect(tooltip()).toBeNull());
  });

  it('a toggle clicked while its tooltip shows gets the tooltip of its new state', async () => {
    function Toggle() {
      const [shown, setShown] = useState(false);
      const trigger = useTooltipTrigger({ label: shown ? 'Hide settings' : 'Show settings' });
      return (
        <button type="button" {...trigger} onClick={() => setShown(!shown)} data-testid="toggle">
          settings
        </button>
      );
    }
    renderWithProviders(<Toggle />, { user: nurse });
    const toggle = await screen.findByTestId('toggle');
    pointer('enter', toggle, 'mouse');
    await waitFor(() => expect(tooltip()).toHaveTextContent('Show settings'));
    fireEvent.click(toggle);
    await waitFor(() => expect(tooltip()).toHaveTextContent('Hide settings'));
  });

  it('moves to the next icon: one tooltip at a time', async () => {
    const { pulse, weight } = await showIcons();
    pointer('enter', pulse, 'mouse');
    await waitFor(() => expect(tooltip()).toHaveTextContent('Pulse'));
    pointer('leave', pulse, 'mouse');
    pointer('enter', weight, 'mouse');
    await waitFor(() => expect(tooltip()).toHaveTextContent('Weight: normal'));
    expect(screen.getAllByRole('tooltip', { hidden: true })).toHaveLength(1);
  });

  it('a pointer that passes without stopping opens nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { pulse } = await showIcons();
    pointer('enter', pulse, 'mouse');
    pointer('leave', pulse, 'mouse');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(tooltip()).toBeNull();
  });

  it('a touched icon keeps its tooltip after the finger lifts, until a touch elsewhere', async () => {
    const { pulse } = await showIcons();
    pointer('enter', pulse, 'touch');
    await waitFor(() => expect(tooltip()).toHaveTextContent('Pulse'));
    pointer('leave', pulse, 'touch');
    expect(tooltip()).toHaveTextContent('Pulse');
    pointer('down', screen.getByRole('button', { name: 'elsewhere' }), 'touch');
    await waitFor(() => expect(tooltip()).toBeNull());
  });

  it('an icon without touch tooltips stays quiet under a finger', async () => {
    const { weight } = await showIcons();
    pointer('enter', weight, 'touch');
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(tooltip()).toBeNull();
  });

  it('Escape closes the tooltip', async () => {
    const { pulse } = await showIcons();
    pointer('enter', pulse, 'touch');
    await waitFor(() => expect(tooltip()).not.toBeNull());
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(tooltip()).toBeNull());
  });
});
