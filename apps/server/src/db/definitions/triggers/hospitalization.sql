CREATE TRIGGER hospitalization_delete_members_stale AFTER DELETE ON hospitalization REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION mark_patients_members_stale();

CREATE TRIGGER hospitalization_insert_members_stale AFTER INSERT ON hospitalization REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION mark_patients_members_stale();

CREATE TRIGGER hospitalization_update_members_stale AFTER UPDATE ON hospitalization REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION mark_patients_members_stale();

CREATE TRIGGER statistics_stay_changed AFTER INSERT OR DELETE OR UPDATE ON hospitalization FOR EACH ROW EXECUTE FUNCTION statistics_stay_changed();
