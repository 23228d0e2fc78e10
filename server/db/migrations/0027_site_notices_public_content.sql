-- Site notices are public content: a change drops the page caches (as for the tables of migration 0015) and the
-- in-process copy of the notices in force (server/domain/site-notices/notice-copy.ts), in every process. One
-- notification per transaction, on commit; none on rollback.
CREATE TRIGGER site_notices_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_notices FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content();
