CREATE TRIGGER category_member_set_delete_count AFTER DELETE ON category_member_set REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION category_count_follow();

CREATE TRIGGER category_member_set_insert_count AFTER INSERT ON category_member_set REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION category_count_follow();

CREATE TRIGGER category_member_set_update_count AFTER UPDATE ON category_member_set REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION category_count_follow();
