-- Sockets on /cable close when their session ends (issue 10). The database itself tells every API
-- process (NOTIFY cable_session_ends, delivered at commit), so whatever ends a session — logout, a
-- new login, a password change, the purge, an operator's SQL — closes its sockets.
CREATE FUNCTION cable_session_ends_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('cable_session_ends', json_build_object('session', OLD.id)::text);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('cable_session_ends', json_build_object('user', NEW.id)::text);
  ELSIF TG_TABLE_NAME = 'accounts' THEN
    PERFORM pg_notify('cable_session_ends', json_build_object('account', NEW.id)::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_revoked_ends_sockets AFTER UPDATE OF revoked_at ON sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION cable_session_ends_notify();
--> statement-breakpoint
CREATE TRIGGER sessions_deleted_ends_sockets AFTER DELETE ON sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL)
  EXECUTE FUNCTION cable_session_ends_notify();
--> statement-breakpoint
CREATE TRIGGER users_disabled_ends_sockets AFTER UPDATE OF disabled_at ON users
  FOR EACH ROW WHEN (OLD.disabled_at IS NULL AND NEW.disabled_at IS NOT NULL)
  EXECUTE FUNCTION cable_session_ends_notify();
--> statement-breakpoint
CREATE TRIGGER accounts_suspended_ends_sockets AFTER UPDATE OF status ON accounts
  FOR EACH ROW WHEN (OLD.status = 'active' AND NEW.status <> 'active')
  EXECUTE FUNCTION cable_session_ends_notify();
