CREATE TRIGGER alert_acknowledgement_inserted_notifies AFTER INSERT ON alert_acknowledgement REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_patient_change('review');
