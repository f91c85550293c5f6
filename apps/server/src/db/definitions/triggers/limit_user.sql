CREATE TRIGGER limit_user_changed_refreshes_status AFTER INSERT OR DELETE OR UPDATE ON limit_user FOR EACH ROW EXECUTE FUNCTION limit_user_refresh_status();
