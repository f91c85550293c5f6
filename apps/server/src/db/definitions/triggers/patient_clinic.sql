CREATE TRIGGER patient_clinic_delete_ids AFTER DELETE ON patient_clinic REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION patient_clinic_ids_follow();

CREATE TRIGGER patient_clinic_delete_members_stale AFTER DELETE ON patient_clinic REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION mark_patients_members_stale();

CREATE TRIGGER patient_clinic_insert_ids AFTER INSERT ON patient_clinic REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION patient_clinic_ids_follow();

CREATE TRIGGER patient_clinic_insert_members_stale AFTER INSERT ON patient_clinic REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION mark_patients_members_stale();

CREATE TRIGGER patient_clinic_update_ids AFTER UPDATE ON patient_clinic REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION patient_clinic_ids_follow();

CREATE TRIGGER patient_clinic_update_members_stale AFTER UPDATE ON patient_clinic REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION mark_patients_members_stale();

CREATE TRIGGER statistics_patient_clinic_changed AFTER INSERT OR DELETE OR UPDATE ON patient_clinic FOR EACH ROW EXECUTE FUNCTION statistics_patient_clinic_changed();
