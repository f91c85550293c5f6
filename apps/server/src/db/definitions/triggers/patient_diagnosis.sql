CREATE TRIGGER patient_diagnosis_delete_members_stale AFTER DELETE ON patient_diagnosis REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION mark_patients_members_stale();

CREATE TRIGGER patient_diagnosis_insert_members_stale AFTER INSERT ON patient_diagnosis REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION mark_patients_members_stale();

CREATE TRIGGER patient_diagnosis_update_members_stale AFTER UPDATE ON patient_diagnosis REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION mark_patients_members_stale();
