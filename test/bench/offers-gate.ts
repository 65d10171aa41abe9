/** Bounded concurrency for the offers bench: N clients issuing calls, each call timed on its own. */

export type Gate = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * A FIFO gate letting at most `size` calls run at once: the bench's concurrent clients. Time spent
 * waiting at the gate is the bench's own queue, not the product's, so calls time themselves inside.
 */
export function createGate(size: number): Gate {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function through<T>(work: () => Promise<T>): Promise<T> {
    if (running < size) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next)
        next(); // the slot passes straight to the next caller
      else running--;
    }
  };
}

/** Runs `work`, pushing its duration (ms) into `samples`, and answers its result. */
export async function timed<T>(samples: number[], work: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const result = await work();
  samples.push(performance.now() - t0);
  return result;
}
