CREATE TRIGGER variable_value_deleted_refreshes_means AFTER DELETE ON variable_value REFERENCING OLD TABLE AS old_values FOR EACH STATEMENT EXECUTE FUNCTION variable_value_refresh_window_means();

CREATE TRIGGER variable_value_inserted_refreshes_means AFTER INSERT ON variable_value REFERENCING NEW TABLE AS new_values FOR EACH STATEMENT EXECUTE FUNCTION variable_value_refresh_window_means();

CREATE TRIGGER variable_value_updated_refreshes_means AFTER UPDATE ON variable_value REFERENCING OLD TABLE AS old_values NEW TABLE AS new_values FOR EACH STATEMENT EXECUTE FUNCTION variable_value_refresh_window_means();
