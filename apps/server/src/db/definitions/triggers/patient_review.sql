CREATE TRIGGER patient_review_inserted_notifies AFTER INSERT ON patient_review REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_patient_change('review');

CREATE TRIGGER patient_review_updated_notifies AFTER UPDATE ON patient_review REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_patient_change('review');
