import type { Caller } from '../../domain/identity/caller.ts';

/** The caller as the SPA and CLI read it (login, users/me). */
export function serializeCaller(caller: Caller) {
  return {
    user: {
      id: caller.user.id,
      email: caller.user.email,
      first_name: caller.user.firstName,
      last_name: caller.user.lastName,
      role: caller.user.role,
    },
    account: {
      id: caller.account.id,
      kind: caller.account.kind,
      name: caller.account.name,
      master_account_id: caller.account.masterAccountId,
    },
    ...(caller.via.kind === 'session' ? { csrf_token: caller.via.csrfToken } : {}),
  };
}
