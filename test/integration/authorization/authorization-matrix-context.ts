/** What the authorization matrix's rules share: the rule types, the test context and the id builders. */
import { randomUUID } from 'node:crypto';
import type { AccountKind } from '../../../domain/identity/caller.ts';
import type { TestContext } from '../../harness/app.ts';
import { whose, type Role, type Scope } from './authorization-matrix-fixtures.ts';

export type Sample = { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };
export type RouteRule = {
  access: 'public' | 'authenticated' | AccountKind[];
  /** 'admin': destructive or money-moving, so a member of an allowed account gets 403 (issue 10). */
  role?: 'admin';
  /** Path parameters for a caller, pointing at their own object or at another account's. */
  params?: (role: Role, scope: Scope) => Record<string, string> | Promise<Record<string, string>>;
  /** Parameters, query and body for a caller, when the ids travel in the query or the body. */
  sample?: (role: Role, scope: Scope) => Sample | Promise<Sample>;
  /** Whether ids of this route belong to an account (so a foreign one must answer 404). */
  scoped?: boolean;
  body?: unknown;
  /** Headers sent on every call, fresh each time (an Idempotency-Key). */
  headers?: () => Record<string, string>;
  /** Runs after each call: puts back what a successful call changed that later calls rely on (a password). */
  after?: (role: Role) => Promise<void>;
};

/** The test's context (a live binding: set in the test's beforeAll, read when a rule runs). */
export let t: TestContext;
/** A workflow that no worker runs: enough for the support routes to describe, signal and cancel. */
export const workflowId = `matrix-${randomUUID()}`;

/** The test's context, which the fixtures of the rules write through. */
export function useMatrixContext(context: TestContext): void {
  t = context;
}

export type Fixture = (t: TestContext, role: Role) => Promise<string>;
/** Path parameter `name`: a fresh object of the caller's account, or of another account's. */
export const idOf =
  (make: Fixture, name = 'id') =>
  async (role: Role, scope: Scope) => ({ [name]: await make(t, whose(role, scope)) });
export const idempotent = () => ({ 'Idempotency-Key': randomUUID() });
