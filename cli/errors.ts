/** Exit codes of the CLI: 1 for a failed operation, 2 for a usage error (sh convention). */
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

/** An error whose message is shown as is, without a stack, and ends the process with `exitCode`. */
export class CliError extends Error {
  readonly exitCode: number;

  constructor(message: string, exitCode: number = EXIT_FAILURE) {
    super(message);
    this.name = 'CliError';
    this.exitCode = exitCode;
  }
}
