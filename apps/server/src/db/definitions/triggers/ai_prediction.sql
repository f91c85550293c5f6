CREATE TRIGGER ai_prediction_deleted_updates_patient AFTER DELETE ON ai_prediction FOR EACH ROW EXECUTE FUNCTION patient_forget_deleted_prediction();

CREATE TRIGGER ai_prediction_keeps_patient_latest AFTER INSERT ON ai_prediction FOR EACH ROW EXECUTE FUNCTION patient_keep_latest_prediction();
