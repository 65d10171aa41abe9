import { useEffect, useRef } from 'react';
import { createCableClient, type CableClient } from './cable-client.ts';

type Handlers = {
  received(data: unknown): void;
  connected?(): void;
  rejected?(): void;
};

let sharedClient: CableClient | undefined;

/** The absolute WebSocket URL of the cable, from `<meta name="cable-url">` (default /cable). */
export function cableUrl(): string {
  const path = document.querySelector<HTMLMetaElement>('meta[name="cable-url"]')?.content || '/cable';
  const url = new URL(path, window.location.href);
  if (url.protocol === 'http:') url.protocol = 'ws:';
  if (url.protocol === 'https:') url.protocol = 'wss:';
  return url.toString();
}

/** One connection per tab, shared by every subscription. */
function getCableClient(): CableClient {
  sharedClient ??= createCableClient(cableUrl());
  return sharedClient;
}

/** Closes the shared connection (on logout), so the next session opens a fresh one. */
export function closeCable(): void {
  sharedClient?.close();
  sharedClient = undefined;
}

/**
 * Subscribes to a cable channel while the component is mounted. The identifier is compared by
 * value, and the latest handlers are always called, so callers may pass inline objects.
 */
export function useCable(identifier: Record<string, string> | null, handlers: Handlers): void {
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const key = identifier ? JSON.stringify(identifier) : null;

  useEffect(() => {
    if (key === null) return;
    const parsed = JSON.parse(key) as Record<string, string>;
    return getCableClient().subscribe(parsed, {
      received: (data) => handlersRef.current.received(data),
      connected: () => handlersRef.current.connected?.(),
      rejected: () => handlersRef.current.rejected?.(),
    });
  }, [key]);
}
