-- Any write to the people and places a remembered dealer associate shows (the person, the dealer
-- associate, their department, dealer, role and teams) tells every instance, at commit, on the
-- channel they already hear for API client changes: each then forgets what it remembered.
-- One notice per statement (and PostgreSQL folds equal notices of a transaction into one).
CREATE FUNCTION notify_people_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('servicebay_api_client_changed', 'people');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_notify_people_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_people_changed();
--> statement-breakpoint
CREATE TRIGGER dealer_associates_notify_people_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dealer_associates
  FOR EACH STATEMENT EXECUTE FUNCTION notify_people_changed();
--> statement-breakpoint
CREATE TRIGGER departments_notify_people_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON departments
  FOR EACH STATEMENT EXECUTE FUNCTION notify_people_changed();
--> statement-breakpoint
CREATE TRIGGER dealers_notify_people_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dealers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_people_changed();
--> statement-breakpoint
CREATE TRIGGER roles_notify_people_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_people_changed();
--> statement-breakpoint
CREATE TRIGGER team_members_notify_people_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON team_members
  FOR EACH STATEMENT EXECUTE FUNCTION notify_people_changed();
