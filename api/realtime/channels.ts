/**
 * Which stream a subscription may read, decided from the identifier and the caller alone.
 * Every rule answers null (reject) unless it positively grants: unknown channels, anonymous
 * callers and foreign accounts all end up rejected (spec §4, real-time channel).
 */
import type { Caller } from '../../domain/identity/caller.ts';
import type { ChannelParams } from './protocol.ts';
import { streams } from '../../platform/realtime/streams.ts';

/** The stream the caller may subscribe to with these params, or null to reject. */
export function authoriseSubscription(params: ChannelParams, caller: Caller | null): string | null {
  if (!caller) return null;
  switch (params.channel) {
    case 'UserChannel':
      return streams.user(caller.user.id);
    case 'AccountChannel':
      // Only the caller's own account: another account's events are as private as its data.
      return isSameId(params.account_id, caller.account.id) ? streams.account(caller.account.id) : null;
    default:
      return null;
  }
}

function isSameId(value: unknown, id: string): boolean {
  return (typeof value === 'string' || typeof value === 'number') && String(value) === id;
}
