CREATE TRIGGER limit_general_deleted_refreshes_statuses AFTER DELETE ON limit_general REFERENCING OLD TABLE AS old_limits FOR EACH STATEMENT EXECUTE FUNCTION limit_general_refresh_statuses();

CREATE TRIGGER limit_general_inserted_refreshes_statuses AFTER INSERT ON limit_general REFERENCING NEW TABLE AS new_limits FOR EACH STATEMENT EXECUTE FUNCTION limit_general_refresh_statuses();

CREATE TRIGGER limit_general_updated_refreshes_statuses AFTER UPDATE ON limit_general REFERENCING OLD TABLE AS old_limits NEW TABLE AS new_limits FOR EACH STATEMENT EXECUTE FUNCTION limit_general_refresh_statuses();
