/**
 * `pharmacy rewards show` (issue 23, CLI) against a real API process: the demo pharmacy's points,
 * tier and message, and its history filtered by year and prize type, with --json and as text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../db/seed/demo-accounts.ts';
import { startCliStack, type CliStack } from '../../harness/cli-stack.ts';

let stack: CliStack;

type Rewards = {
  latest_reward_point: number;
  current_tier: string;
  message: string;
  history: { data: { prize_type: string | null; occurred_at: string }[]; total: number };
};

async function show(args: string[]): Promise<Rewards> {
  const result = await stack.cli(['rewards', 'show', ...args, '--json'], { config: 'pharmacy' });
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as Rewards;
}

beforeAll(async () => {
  stack = await startCliStack('cli-rewards');
  const login = await stack.cli(['login', '--email', 'pharmacy@example.com'], {
    input: `${DEMO_PASSWORD}\n`,
    config: 'pharmacy',
  });
  expect(login.code, login.stderr).toBe(0);
});
afterAll(() => stack?.close());

describe('pharmacy rewards show', () => {
  it('shows the demo pharmacy’s points, tier and message (--json)', async () => {
    const rewards = await show([]);
    expect(rewards.latest_reward_point).toBeGreaterThan(0);
    expect(rewards.current_tier).toMatch(/^(Bronze|Silver|Gold|Platinum)$/);
    expect(rewards.message).toContain(rewards.current_tier);
    expect(rewards.history.total).toBeGreaterThan(0);
  });

  it('filters the history by prize type and by year', async () => {
    const merchandise = await show(['--prize-type', 'merchandise']);
    expect(merchandise.history.data.map((e) => e.prize_type)).toEqual(['merchandise']);
    const year = new Date().getUTCFullYear();
    const ofYear = await show(['--year', String(year)]);
    expect(ofYear.history.data.every((e) => e.occurred_at.startsWith(String(year)))).toBe(true);
  });

  it('prints the points and the history as text, and refuses an unknown prize type', async () => {
    const text = await stack.cli(['rewards', 'show'], { config: 'pharmacy' });
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/Points:\s+[\d,]+/);
    expect(text.stdout).toContain('Claimed Pill counting tray set');
    const bad = await stack.cli(['rewards', 'show', '--prize-type', 'yacht'], { config: 'pharmacy' });
    expect(bad.code).not.toBe(0);
  });
});
