/**
 * Which ports are sandboxes: local stand-ins that move no real money, parcels or identities. Each
 * is labelled where it is wired in (createLocalPorts), so a real provider put in its place carries
 * no label, and the API and the worker can name what is still simulated before they start
 * (platform/sandbox-guard.ts).
 */
const labels = new WeakMap<object, string>();

/** Marks a port as a sandbox under a name an operator recognises; answers the same port. */
export function labelSandbox<T extends object>(port: T, name: string): T {
  labels.set(port, name);
  return port;
}

/** The names of the sandboxes among these ports, in the order the ports are listed. */
export function sandboxesIn(ports: Record<string, unknown>): string[] {
  return Object.values(ports).flatMap((port) => {
    const name = typeof port === 'object' && port !== null ? labels.get(port) : undefined;
    return name ? [name] : [];
  });
}

/** Whether this port is a sandbox (its sandbox-only surfaces, such as the bank's inbox, exist). */
export function isSandbox(port: object): boolean {
  return labels.has(port);
}
