// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { useId } from '@mantine/hooks';
import { describe, expect, it } from 'vitest';

// The build swaps Mantine's useId for React's id (mantineUseId.ts, in vite and vitest configs).
describe("Mantine's useId in Vigil's build", () => {
  it('renders a component once when it mounts, with one id for its whole life', () => {
    const ids: string[] = [];
    function Probe() {
      ids.push(useId());
      return null;
    }
    const { rerender } = render(<Probe />);
    rerender(<Probe />);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toMatch(/^mantine-[a-zA-Z0-9_-]+$/);
    expect(ids[1]).toBe(ids[0]);
  });

  it('keeps an id given by the caller', () => {
    let id = '';
    function Probe() {
      id = useId('patients-filter');
      return null;
    }
    render(<Probe />);
    expect(id).toBe('patients-filter');
  });
});
