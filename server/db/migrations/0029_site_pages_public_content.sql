-- The page caches (decision 0014) and the in-process copy of the published pages (server/domain/site-pages/)
-- drop what they hold when a page is published or restored: a statement trigger on the published versions sends
-- the same `public_content` notification as migration 0015's, once per transaction, on commit. The drafts
-- (site_pages) have none: a saved draft is never public, and saving one must not empty every cache.
CREATE TRIGGER site_page_versions_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_page_versions FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content();
