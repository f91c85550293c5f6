CREATE TRIGGER statistics_outcome_changed AFTER INSERT OR DELETE OR UPDATE ON treatment_outcome FOR EACH ROW EXECUTE FUNCTION statistics_outcome_changed();
