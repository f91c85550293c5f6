CREATE TRIGGER patient_variable_latest_delete_members_stale AFTER DELETE ON patient_variable_latest REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION mark_patients_members_stale();

CREATE TRIGGER patient_variable_latest_insert_members_stale AFTER INSERT ON patient_variable_latest REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION mark_patients_members_stale();

CREATE TRIGGER patient_variable_latest_inserted BEFORE INSERT ON patient_variable_latest FOR EACH ROW EXECUTE FUNCTION patient_variable_latest_take_window_mean();

CREATE TRIGGER patient_variable_latest_inserted_notifies AFTER INSERT ON patient_variable_latest REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_patient_values_change();

CREATE TRIGGER patient_variable_latest_moved BEFORE UPDATE ON patient_variable_latest FOR EACH ROW WHEN (new.patient_id IS DISTINCT FROM old.patient_id OR new.variable_id IS DISTINCT FROM old.variable_id OR new.time_stamp IS DISTINCT FROM old.time_stamp) EXECUTE FUNCTION patient_variable_latest_take_window_mean();

CREATE TRIGGER patient_variable_latest_status_changed BEFORE UPDATE ON patient_variable_latest FOR EACH ROW WHEN (new.patient_id IS DISTINCT FROM old.patient_id OR new.variable_id IS DISTINCT FROM old.variable_id OR new.value IS DISTINCT FROM old.value) EXECUTE FUNCTION patient_variable_latest_take_status();

CREATE TRIGGER patient_variable_latest_status_inserted BEFORE INSERT ON patient_variable_latest FOR EACH ROW EXECUTE FUNCTION patient_variable_latest_take_status();

CREATE TRIGGER patient_variable_latest_update_members_stale AFTER UPDATE ON patient_variable_latest REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION mark_patients_members_stale();

CREATE TRIGGER patient_variable_latest_updated_notifies AFTER UPDATE ON patient_variable_latest REFERENCING OLD TABLE AS before_change NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_patient_values_change();
