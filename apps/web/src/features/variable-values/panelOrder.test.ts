import { describe, expect, it } from 'vitest';
import { decodePanelOrder, movePanel, orderPanels } from './panelOrder.ts';

const panels = ['WET', 'DRY', 'VWET', 'DSLE'].map((acronyme) => ({ acronyme }));
const acronyms = (list: readonly { acronyme: string }[]) => list.map((panel) => panel.acronyme);

describe('variable history panel order', () => {
  it('without a stored order the panels come in the server order', () => {
    expect(acronyms(orderPanels(panels, []))).toEqual(['WET', 'DRY', 'VWET', 'DSLE']);
  });

  it('a stored order wins; new variables follow it, unknown stored ones are ignored', () => {
    expect(acronyms(orderPanels(panels, ['DSLE', 'GONE', 'WET']))).toEqual(['DSLE', 'WET', 'DRY', 'VWET']);
  });

  it('dragging a panel onto another moves it to that place', () => {
    expect(movePanel(['WET', 'DRY', 'VWET', 'DSLE'], 'DSLE', 'DRY')).toEqual(['WET', 'DSLE', 'DRY', 'VWET']);
    expect(movePanel(['WET', 'DRY'], 'WET', 'NONE')).toEqual(['WET', 'DRY']);
  });

  it('reads only a list of acronyms back from storage', () => {
    expect(decodePanelOrder(String(['WET', 'DRY']))).toEqual(['WET', 'DRY']);
    expect(decodePanelOrder('WET,<script>,dry')).toEqual(['WET']);
    expect(decodePanelOrder(null)).toEqual([]);
  });
});
