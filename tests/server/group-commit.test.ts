import { describe, expect, it } from 'vitest';
import { createGroupCommit } from '../../server/lib/group-commit';

describe('group commit', () => {
  it('flushes at once when idle, and gathers what arrives meanwhile into the next flush', async () => {
    const flushed: number[][] = [];
    let release: () => void = () => undefined;
    const commit = createGroupCommit<number>(async (items) => {
      flushed.push(items);
      if (flushed.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });

    const first = commit.add(1);
    const waiting = [commit.add(2), commit.add(3), commit.add(4)];
    expect(flushed).toEqual([[1]]);
    release();
    await Promise.all([first, ...waiting]);
    expect(flushed).toEqual([[1], [2, 3, 4]]);
  });

  it('fails every caller of a failed flush, and the next flush runs anyway', async () => {
    let fail = true;
    const commit = createGroupCommit<string>(async () => {
      if (fail) throw new Error('database down');
    });
    const results = await Promise.allSettled([commit.add('a'), commit.add('b')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    await expect(commit.add('c')).resolves.toBeUndefined();
  });

  it('answers each item on its own when the flush says how each went', async () => {
    const commit = createGroupCommit<number, string>(async (items) =>
      items.map((item) =>
        item % 2 === 0
          ? { status: 'fulfilled', value: `stored ${item}` }
          : { status: 'rejected', reason: new Error(`refused ${item}`) },
      ),
    );
    const results = await Promise.allSettled([commit.add(1), commit.add(2), commit.add(4)]);
    expect(results).toEqual([
      { status: 'rejected', reason: new Error('refused 1') },
      { status: 'fulfilled', value: 'stored 2' },
      { status: 'fulfilled', value: 'stored 4' },
    ]);
  });

  it('fails the whole flush rather than guess whose answer is missing', async () => {
    const commit = createGroupCommit<number, string>(async () => [
      { status: 'fulfilled', value: 'one answer' },
    ]);
    const first = commit.add(1);
    const results = await Promise.allSettled([first, commit.add(2), commit.add(3)]);
    // The first flush carried item 1 alone and was answered; 2 and 3 got one answer for two.
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
  });
});
