CREATE TRIGGER ai_prediction_deleted_updates_patient AFTER DELETE ON ai_prediction FOR EACH ROW EXECUTE FUNCTION patient_forget_deleted_prediction();

CREATE TRIGGER ai_prediction_inserted_notifies AFTER INSERT ON ai_prediction REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_patient_change('prediction');

CREATE TRIGGER ai_prediction_keeps_patient_latest AFTER INSERT ON ai_prediction REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION patient_keep_latest_prediction();

CREATE TRIGGER statistics_prediction_deleted AFTER DELETE ON ai_prediction REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION statistics_predictions_inserted();

CREATE TRIGGER statistics_prediction_inserted AFTER INSERT ON ai_prediction REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION statistics_predictions_inserted();

CREATE TRIGGER statistics_prediction_updated AFTER UPDATE ON ai_prediction REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION statistics_predictions_updated();
