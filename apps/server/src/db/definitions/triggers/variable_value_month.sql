CREATE TRIGGER variable_value_month_deleted_refreshes_means AFTER DELETE ON variable_value_month REFERENCING OLD TABLE AS old_months FOR EACH STATEMENT EXECUTE FUNCTION variable_value_month_refresh_window_means();

CREATE TRIGGER variable_value_month_inserted_refreshes_means AFTER INSERT ON variable_value_month REFERENCING NEW TABLE AS new_months FOR EACH STATEMENT EXECUTE FUNCTION variable_value_month_refresh_window_means();

CREATE TRIGGER variable_value_month_updated_refreshes_means AFTER UPDATE ON variable_value_month REFERENCING OLD TABLE AS old_months NEW TABLE AS new_months FOR EACH STATEMENT EXECUTE FUNCTION variable_value_month_refresh_window_means();
