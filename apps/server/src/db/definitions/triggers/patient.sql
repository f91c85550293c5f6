CREATE TRIGGER patient_alarm_type_changed_records_it AFTER UPDATE OF alarm_type_id ON patient FOR EACH ROW WHEN (old.alarm_type_id IS DISTINCT FROM new.alarm_type_id) EXECUTE FUNCTION patient_alarm_type_record();

CREATE TRIGGER patient_count_delete AFTER DELETE ON patient REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION patient_count_follow();

CREATE TRIGGER patient_count_insert AFTER INSERT ON patient REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION patient_count_follow();

CREATE TRIGGER patient_count_update AFTER UPDATE ON patient FOR EACH ROW WHEN (old.clinic_ids IS DISTINCT FROM new.clinic_ids OR old.responsible_user_id IS DISTINCT FROM new.responsible_user_id OR old.inactive IS DISTINCT FROM new.inactive OR (old.approved_clinic IS NULL) IS DISTINCT FROM (new.approved_clinic IS NULL)) EXECUTE FUNCTION patient_count_follow();

CREATE TRIGGER patient_facts_changed_refresh_statuses AFTER UPDATE ON patient FOR EACH ROW WHEN (new.gender IS DISTINCT FROM old.gender OR new.date_of_birth IS DISTINCT FROM old.date_of_birth OR new.created_at IS DISTINCT FROM old.created_at) EXECUTE FUNCTION patient_refresh_statuses();

CREATE TRIGGER patient_insert_members_stale AFTER INSERT ON patient REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION mark_new_patients_members_stale();

CREATE TRIGGER patient_inserted_notifies AFTER INSERT ON patient REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_patient_record_change();

CREATE TRIGGER patient_inserted_records_alarm_type AFTER INSERT ON patient FOR EACH ROW EXECUTE FUNCTION patient_alarm_type_record();

CREATE TRIGGER patient_update_members_stale AFTER UPDATE ON patient FOR EACH ROW WHEN (old.gender IS DISTINCT FROM new.gender OR old.alarm_type_id IS DISTINCT FROM new.alarm_type_id OR old.primary_physician_id IS DISTINCT FROM new.primary_physician_id OR old.timezone IS DISTINCT FROM new.timezone OR old.inactive IS DISTINCT FROM new.inactive OR old.responsible_user_id IS DISTINCT FROM new.responsible_user_id) EXECUTE FUNCTION mark_patient_members_stale();

CREATE TRIGGER patient_updated_notifies AFTER UPDATE ON patient REFERENCING OLD TABLE AS before_change NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_patient_record_change();

CREATE TRIGGER statistics_patient_regrouped AFTER UPDATE OF responsible_user_id, created_at ON patient FOR EACH ROW WHEN (old.responsible_user_id IS DISTINCT FROM new.responsible_user_id OR old.created_at IS DISTINCT FROM new.created_at) EXECUTE FUNCTION statistics_patient_regrouped();
