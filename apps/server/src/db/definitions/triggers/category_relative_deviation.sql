CREATE TRIGGER category_relative_deviation_members_stale AFTER INSERT OR DELETE OR UPDATE ON category_relative_deviation FOR EACH ROW EXECUTE FUNCTION mark_category_members_stale();
