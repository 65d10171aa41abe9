import { describe, expect, it } from 'vitest';
import { confirmDestructive } from './confirm.ts';
import { CliError, EXIT_USAGE } from './errors.ts';

const never = () => Promise.reject(new Error('must not ask'));

describe('confirmDestructive', () => {
  it('fails with exit code 2 when not in a terminal and --yes is missing', async () => {
    const attempt = confirmDestructive({
      action: 'Cancel workflow order:1',
      yes: false,
      interactive: false,
      ask: never,
    });
    await expect(attempt).rejects.toThrow(CliError);
    await expect(attempt).rejects.toThrow(/--yes/);
    await expect(attempt).rejects.toMatchObject({ exitCode: EXIT_USAGE });
  });

  it('goes ahead without asking when --yes is given, terminal or not', async () => {
    expect(await confirmDestructive({ action: 'x', yes: true, interactive: false, ask: never })).toBe(true);
    expect(await confirmDestructive({ action: 'x', yes: true, interactive: true, ask: never })).toBe(true);
  });

  it('asks in a terminal and goes ahead only on yes', async () => {
    const answering = (answer: string) => ({
      action: 'x',
      yes: false,
      interactive: true,
      ask: () => Promise.resolve(answer),
    });
    expect(await confirmDestructive(answering('y'))).toBe(true);
    expect(await confirmDestructive(answering(' YES '))).toBe(true);
    expect(await confirmDestructive(answering(''))).toBe(false);
    expect(await confirmDestructive(answering('no'))).toBe(false);
  });
});
