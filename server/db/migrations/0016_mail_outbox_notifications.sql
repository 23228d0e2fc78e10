-- Decision 0015 (scale-out): the worker process hears of every mail written to the outbox. A statement trigger sends the
-- notification in the transaction that wrote the mail, so PostgreSQL delivers it after that commit and never after a
-- rollback, and the web process spends no extra round trip on it while the order's counter rows are locked.
CREATE OR REPLACE FUNCTION notify_mail_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mail_outbox', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER mail_outbox_notify AFTER INSERT ON mail_outbox FOR EACH STATEMENT EXECUTE FUNCTION notify_mail_outbox();
