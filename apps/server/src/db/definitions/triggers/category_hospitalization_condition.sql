CREATE TRIGGER category_hospitalization_condition_members_stale AFTER INSERT OR DELETE OR UPDATE ON category_hospitalization_condition FOR EACH ROW EXECUTE FUNCTION mark_category_members_stale();
