CREATE TRIGGER category_member_set_delete_count AFTER DELETE ON category_member_set REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION category_count_follow();

CREATE TRIGGER category_member_set_deleted_notifies AFTER DELETE ON category_member_set REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_patient_change('categories');

CREATE TRIGGER category_member_set_insert_count AFTER INSERT ON category_member_set REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION category_count_follow();

CREATE TRIGGER category_member_set_inserted_notifies AFTER INSERT ON category_member_set REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_patient_change('categories');

CREATE TRIGGER category_member_set_update_count AFTER UPDATE ON category_member_set REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION category_count_follow();

CREATE TRIGGER category_member_set_updated_notifies AFTER UPDATE ON category_member_set REFERENCING OLD TABLE AS before_change NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_category_membership_change();
