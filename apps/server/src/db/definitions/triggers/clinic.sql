CREATE TRIGGER statistics_clinic_renamed AFTER UPDATE OF name ON clinic FOR EACH ROW WHEN (old.name IS DISTINCT FROM new.name) EXECUTE FUNCTION statistics_clinic_renamed();
