-- Change notifications for the in-process caches (ADR 0023): every change that can alter a cached
-- session, a user's current workspace or a workspace's library page is announced on one channel, from
-- the database itself, so a write from any process (or a direct SQL fix) reaches every server's caches.
-- Payloads: 'session:<user id>', 'user:<user id>', 'profile:<user id>', 'member:<user id>',
-- 'workspace:<workspace id>'.
CREATE FUNCTION pitchscope_notify_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pitchscope_changes', 'session:' || OLD.user_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER session_changes AFTER UPDATE OR DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION pitchscope_notify_session();
--> statement-breakpoint
CREATE FUNCTION pitchscope_notify_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pitchscope_changes', 'user:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION pitchscope_notify_profile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pitchscope_changes', 'profile:' || OLD.user_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The name shows on library cards (uploadedBy); a deleted user's sessions and pages go.
CREATE TRIGGER user_name_changes AFTER UPDATE OF name ON "user"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION pitchscope_notify_user();
--> statement-breakpoint
CREATE TRIGGER user_deletes AFTER DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION pitchscope_notify_user();
--> statement-breakpoint
-- The role (admin or not) a session resolves to, and the workspace whose library a user sees.
CREATE TRIGGER user_profile_access_changes AFTER UPDATE ON user_profiles
  FOR EACH ROW WHEN (OLD.is_admin IS DISTINCT FROM NEW.is_admin OR OLD.current_workspace_id IS DISTINCT FROM NEW.current_workspace_id)
  EXECUTE FUNCTION pitchscope_notify_profile();
--> statement-breakpoint
CREATE TRIGGER user_profile_deletes AFTER DELETE ON user_profiles FOR EACH ROW EXECUTE FUNCTION pitchscope_notify_profile();
--> statement-breakpoint
CREATE FUNCTION pitchscope_notify_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('pitchscope_changes', 'member:' || OLD.user_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('pitchscope_changes', 'member:' || NEW.user_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER workspace_member_changes AFTER INSERT OR UPDATE OR DELETE ON workspace_members
  FOR EACH ROW EXECUTE FUNCTION pitchscope_notify_member();
--> statement-breakpoint
-- Decks: once per statement and workspace (a bulk insert of 10,000 decks sends one notification).
CREATE FUNCTION pitchscope_notify_deck_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('pitchscope_changes', 'workspace:' || w) FROM (SELECT DISTINCT workspace_id AS w FROM new_rows) AS changed;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('pitchscope_changes', 'workspace:' || w) FROM (SELECT DISTINCT workspace_id AS w FROM old_rows) AS changed;
  ELSE
    PERFORM pg_notify('pitchscope_changes', 'workspace:' || w)
      FROM (SELECT workspace_id AS w FROM old_rows UNION SELECT workspace_id FROM new_rows) AS changed;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER deck_inserts AFTER INSERT ON decks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pitchscope_notify_deck_rows();
--> statement-breakpoint
CREATE TRIGGER deck_updates AFTER UPDATE ON decks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pitchscope_notify_deck_rows();
--> statement-breakpoint
CREATE TRIGGER deck_deletes AFTER DELETE ON decks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pitchscope_notify_deck_rows();
--> statement-breakpoint
-- A deep analysis marks its deck's card (hasDeepAnalysis).
CREATE FUNCTION pitchscope_notify_deep_analysis() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pitchscope_changes', 'workspace:' || d.workspace_id)
    FROM decks AS d WHERE d.id IN (OLD.deck_id, NEW.deck_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER deep_analysis_changes AFTER INSERT OR UPDATE OR DELETE ON deep_analyses
  FOR EACH ROW EXECUTE FUNCTION pitchscope_notify_deep_analysis();
