import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher.ts';

/** A batch function whose batches finish only when the test says so. */
function controlledRun<I>() {
  const batches: I[][] = [];
  const finishers: ((fail?: Error) => void)[] = [];
  const run = (items: readonly I[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push([...items]);
      finishers.push((fail) => (fail ? reject(fail) : resolve(items.map((item) => `done ${String(item)}`))));
    });
  return { run, batches, finish: (index: number, fail?: Error) => finishers[index]!(fail) };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('createBatcher', () => {
  it('runs a lone call at once, and gives each call its own answer', async () => {
    const control = controlledRun<number>();
    const call = createBatcher({ run: control.run, maxSize: 10, maxInFlight: 1 });
    const answer = call(1);
    await turn();
    expect(control.batches).toEqual([[1]]);
    control.finish(0);
    await expect(answer).resolves.toBe('done 1');
  });

  it('puts the calls of one turn together, and those arriving while batches run in the next', async () => {
    const control = controlledRun<number>();
    const call = createBatcher({ run: control.run, maxSize: 10, maxInFlight: 1 });
    const first = [call(1), call(2)];
    await turn();
    const later = [call(3), call(4), call(5)];
    await turn();
    expect(control.batches).toEqual([[1, 2]]);
    control.finish(0);
    await Promise.all(first);
    await turn();
    expect(control.batches).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    control.finish(1);
    await expect(Promise.all(later)).resolves.toEqual(['done 3', 'done 4', 'done 5']);
  });

  it('keeps batches within their size and the number running within its limit', async () => {
    const control = controlledRun<number>();
    const call = createBatcher({ run: control.run, maxSize: 2, maxInFlight: 2 });
    const answers = [1, 2, 3, 4, 5].map(call);
    await turn();
    expect(control.batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
    control.finish(1);
    await turn();
    await turn();
    expect(control.batches).toEqual([[1, 2], [3, 4], [5]]);
    control.finish(0);
    control.finish(2);
    await expect(Promise.all(answers)).resolves.toHaveLength(5);
  });

  it('never puts two calls with one key in a batch, nor runs them at once', async () => {
    const control = controlledRun<string>();
    const call = createBatcher({
      run: control.run,
      maxSize: 10,
      maxInFlight: 3,
      keyOf: (item: string) => item[0],
    });
    const answers = ['a1', 'b1', 'a2', 'c1', 'a3'].map(call);
    await turn();
    // 'a2' waits for 'a1', though two more batches could run.
    expect(control.batches).toEqual([['a1', 'b1', 'c1']]);
    control.finish(0);
    await turn();
    await turn();
    expect(control.batches[1]).toEqual(['a2']);
    control.finish(1);
    await turn();
    await turn();
    expect(control.batches[2]).toEqual(['a3']);
    control.finish(2);
    await expect(Promise.all(answers)).resolves.toEqual([
      'done a1',
      'done b1',
      'done a2',
      'done c1',
      'done a3',
    ]);
  });

  it('a failed batch fails its own calls only, and the next batch still runs', async () => {
    const control = controlledRun<number>();
    const call = createBatcher({ run: control.run, maxSize: 10, maxInFlight: 1 });
    const failing = call(1);
    await turn();
    const next = call(2);
    control.finish(0, new Error('database gone'));
    await expect(failing).rejects.toThrow('database gone');
    await turn();
    control.finish(1);
    await expect(next).resolves.toBe('done 2');
  });
});
