import { describe, expect, it } from 'vitest';
import { baseTaskQueueOf, laneTaskQueue, searchAttributesOf, TASK_QUEUE_LANES } from './messages.ts';

describe('task-queue lanes', () => {
  it('keeps the base queue for the interactive lane and suffixes the others', () => {
    expect(TASK_QUEUE_LANES.map((lane) => laneTaskQueue('marketplace', lane))).toEqual([
      'marketplace',
      'marketplace-imports',
      'marketplace-exports',
    ]);
  });

  it('finds the base queue again from any lane’s queue', () => {
    for (const lane of TASK_QUEUE_LANES)
      expect(baseTaskQueueOf(laneTaskQueue('imports-7f3a', lane))).toBe('imports-7f3a');
  });
});

describe('searchAttributesOf', () => {
  it('names the process, the subject and each account once', () => {
    const pairs = searchAttributesOf({ process: 'order', subjectId: 'o-1', accountIds: ['a', 'b', 'a'] });
    expect(pairs.map((p) => [p.key.name, p.value])).toEqual([
      ['AppProcess', 'order'],
      ['AppSubjectId', 'o-1'],
      ['AppAccountIds', ['a', 'b']],
    ]);
  });
});
