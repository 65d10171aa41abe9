import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { describe, expect, it } from 'vitest';
import { createLogger, REDACTED, scrub, withLogFields } from './logger.ts';
import { startTracing } from './telemetry/tracing.ts';

describe('scrub', () => {
  it('redacts sensitive keys at any depth and keeps the rest', () => {
    const value = {
      email: 'a@example.com',
      password: 'Secret-1!',
      nested: { csrf_token: 't', cookie: 'sid=x', list: [{ card_number: '4242' }] },
      headers: { authorization: 'Bearer pmk_x' },
    };
    expect(scrub(value)).toEqual({
      email: 'a@example.com',
      password: REDACTED,
      nested: { csrf_token: REDACTED, cookie: REDACTED, list: [{ card_number: REDACTED }] },
      headers: { authorization: REDACTED },
    });
  });

  it('survives cycles', () => {
    const a: Record<string, unknown> = { name: 'a' };
    a.self = a;
    expect(scrub(a)).toEqual({ name: 'a', self: '[truncated]' });
  });
});

describe('createLogger', () => {
  it('writes one JSON line per event, escaping newlines so a user cannot forge a line', () => {
    const lines: string[] = [];
    const logger = createLogger({ write: (l) => lines.push(l) }).child({ requestId: 'r1' });
    logger.info('login', { email: 'evil@example.com\n{"level":"error"}', password: 'x' });
    logger.debug('hidden');
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('\n');
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'info',
      msg: 'login',
      requestId: 'r1',
      password: REDACTED,
    });
  });
});

describe('createLogger in a request and a trace', () => {
  it('puts the scope’s request id on every line, and redacts a child’s sensitive bindings', () => {
    const lines: string[] = [];
    const logger = createLogger({ write: (l) => lines.push(l), base: { service: 'api' } });
    withLogFields({ requestId: 'req-1' }, () => logger.child({ session_token: 's' }).info('inside'));
    logger.info('outside');
    const [inside, outside] = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(inside).toMatchObject({ service: 'api', requestId: 'req-1', session_token: REDACTED });
    expect(outside).not.toHaveProperty('requestId');
  });

  it('carries the active span’s trace id while tracing is on, and none without it', async () => {
    const lines: string[] = [];
    const logger = createLogger({ write: (l) => lines.push(l) });
    logger.info('untraced');
    const tracing = startTracing({
      serviceName: 'test',
      spanProcessor: new SimpleSpanProcessor(new InMemorySpanExporter()),
    });
    try {
      const traceId = tracing.tracer.startActiveSpan('work', (span) => {
        logger.info('traced');
        span.end();
        return span.spanContext().traceId;
      });
      const [untraced, traced] = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(untraced).not.toHaveProperty('traceId');
      expect(traced).toMatchObject({ traceId });
    } finally {
      await tracing.stop();
    }
  });
});
