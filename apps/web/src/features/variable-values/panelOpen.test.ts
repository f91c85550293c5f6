import { describe, expect, it } from 'vitest';
import { choosePanelsOpen, decodePanelChoices, isPanelOpen } from './panelOpen.ts';

describe('which history panels are open', () => {
  it('follows the screen until the user chooses, then the choice', () => {
    expect(isPanelOpen([], 'PULSE', true)).toBe(true);
    expect(isPanelOpen([], 'PULSE', false)).toBe(false);
    expect(isPanelOpen(['PULSE'], 'PULSE', false)).toBe(true);
    expect(isPanelOpen(['-PULSE'], 'PULSE', true)).toBe(false);
    expect(isPanelOpen(['-PULSE'], 'WEIGHT', true)).toBe(true);
  });

  it('a new choice replaces the earlier one for the same panel and keeps the others', () => {
    const closed = choosePanelsOpen(['WEIGHT'], ['PULSE'], false);
    expect(closed).toEqual(['WEIGHT', '-PULSE']);
    expect(choosePanelsOpen(closed, ['PULSE'], true)).toEqual(['WEIGHT', 'PULSE']);
    expect(choosePanelsOpen(closed, ['PULSE', 'WEIGHT'], false)).toEqual(['-PULSE', '-WEIGHT']);
  });

  it('reads back what it stored and leaves out anything else', () => {
    expect(decodePanelChoices(String(['PULSE', '-WEIGHT']))).toEqual(['PULSE', '-WEIGHT']);
    expect(decodePanelChoices('PULSE,<script>,--X,-,weight')).toEqual(['PULSE']);
    expect(decodePanelChoices(null)).toEqual([]);
  });
});
