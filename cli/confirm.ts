/** The confirmation rule of destructive commands. */
import { CliError, EXIT_USAGE } from './errors.ts';

export type ConfirmOptions = {
  /** What is about to happen, e.g. "Cancel workflow order:42". */
  action: string;
  /** `--yes` was given. */
  yes: boolean;
  /** stdin and stdout are a terminal, so a person can answer. */
  interactive: boolean;
  ask: (question: string) => Promise<string>;
};

/**
 * Asks before a destructive operation. `--yes` skips the question; without a terminal nobody can
 * answer, so `--yes` is required (exit 2) rather than guessing either way.
 * Returns false when the person declines.
 */
export async function confirmDestructive(options: ConfirmOptions): Promise<boolean> {
  if (options.yes) return true;
  if (!options.interactive) {
    throw new CliError(
      `${options.action}: refusing without --yes when not running in a terminal.`,
      EXIT_USAGE,
    );
  }
  const answer = await options.ask(`${options.action}? [y/N] `);
  return /^y(es)?$/i.test(answer.trim());
}
