-- Decision 0015 (scale-out): the page caches of every web process drop what they rendered when public content changes. A statement
-- trigger on each table the public pages show (counters included: sold tickets, enrolments, workshop places) sends
-- one notification per transaction on commit (PostgreSQL folds identical notifications of a transaction into one);
-- nothing is sent on rollback, and the notification carries no data.
CREATE OR REPLACE FUNCTION notify_public_content() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_content', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER events_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON events FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content();
--> statement-breakpoint
CREATE TRIGGER ticket_types_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ticket_types FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content();
--> statement-breakpoint
CREATE TRIGGER workshop_slots_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON workshop_slots FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content();
--> statement-breakpoint
CREATE TRIGGER workshops_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON workshops FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content();
--> statement-breakpoint
CREATE TRIGGER organizations_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON organizations FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content();
--> statement-breakpoint
CREATE TRIGGER affiliates_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON affiliates FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content();
--> statement-breakpoint
CREATE TRIGGER affiliate_members_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON affiliate_members FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content();
--> statement-breakpoint
CREATE TRIGGER vacancies_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vacancies FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content();
--> statement-breakpoint
CREATE TRIGGER courses_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON courses FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content();
--> statement-breakpoint
CREATE TRIGGER course_instructors_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON course_instructors FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content();
--> statement-breakpoint
CREATE TRIGGER media_files_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON media_files FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content();
