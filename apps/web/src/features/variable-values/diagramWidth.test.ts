import { describe, expect, it } from 'vitest';
import { decodeDiagramWidth, diagramWidth, fittedDiagramWidth } from './diagramWidth.ts';

describe('diagram width', () => {
  it('is 580 px unless chosen otherwise', () => {
    expect(decodeDiagramWidth(null)).toBe('580');
    expect(diagramWidth(decodeDiagramWidth(null), 1366)).toBe(580);
    expect(decodeDiagramWidth('900000')).toBe('580');
  });

  it('auto is 80% of the window minus 70', () => {
    expect(diagramWidth('auto', 1366)).toBe(1023);
    expect(diagramWidth('auto', 1920)).toBe(1466);
  });

  it('auto never gets narrower than a readable diagram', () => {
    expect(diagramWidth('auto', 300)).toBe(240);
  });

  it('a diagram never overflows the room it is given', () => {
    expect(fittedDiagramWidth('580', 390, 300)).toBe(300);
    expect(fittedDiagramWidth('450', 1366, 1200)).toBe(450);
    expect(fittedDiagramWidth('auto', 1366, 0)).toBe(1023);
  });
});
