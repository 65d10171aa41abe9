/**
 * Questions on the terminal. Prompts go to stderr so stdout stays one JSON document with --json.
 * When stdin is not a terminal (a pipe in tests or scripts), answers are read line by line from it.
 */
import { createInterface } from 'node:readline';
import { createInterface as createPromiseInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';

export type Prompter = {
  ask(question: string): Promise<string>;
  /** Like ask, but nothing typed is echoed. */
  askHidden(question: string): Promise<string>;
  close(): void;
};

export function isInteractive(): boolean {
  return Boolean(process.stdin.isTTY && process.stderr.isTTY);
}

export function createPrompter(): Prompter {
  return process.stdin.isTTY ? createTerminalPrompter() : createPipedPrompter();
}

function createTerminalPrompter(): Prompter {
  let muted = false;
  // readline echoes through its output stream; muting it hides the password as it is typed.
  const output = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const rl = createPromiseInterface({ input: process.stdin, output, terminal: true });
  return {
    async ask(question) {
      return (await rl.question(question)).trim();
    },
    async askHidden(question) {
      const answer = rl.question(question); // writes the question before muting
      muted = true;
      try {
        return await answer;
      } finally {
        muted = false;
        process.stderr.write('\n');
      }
    },
    close: () => rl.close(),
  };
}

function createPipedPrompter(): Prompter {
  // The async iterator buffers lines that arrive before they are asked for.
  const rl = createInterface({ input: process.stdin, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  const next = async (): Promise<string> => {
    const line = await lines.next();
    if (line.done) throw new Error('stdin ended before every question was answered');
    return String(line.value);
  };
  return {
    ask: async () => (await next()).trim(),
    askHidden: next,
    close: () => rl.close(),
  };
}
