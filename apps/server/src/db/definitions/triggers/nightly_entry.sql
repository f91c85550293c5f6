CREATE TRIGGER nightly_entry_inserted_notifies AFTER INSERT ON nightly_entry REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_patient_change('night');

CREATE TRIGGER nightly_entry_updated_notifies AFTER UPDATE ON nightly_entry REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_patient_change('night');

CREATE TRIGGER statistics_night_deleted AFTER DELETE ON nightly_entry REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION statistics_nights_deleted();

CREATE TRIGGER statistics_night_inserted AFTER INSERT ON nightly_entry REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION statistics_nights_inserted();

CREATE TRIGGER statistics_night_updated AFTER UPDATE ON nightly_entry REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION statistics_nights_updated();
