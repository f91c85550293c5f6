CREATE TRIGGER patient_message_inserted_notifies AFTER INSERT ON patient_message REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_patient_change('message');

CREATE TRIGGER patient_message_updated_notifies AFTER UPDATE ON patient_message REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_patient_change('message');
