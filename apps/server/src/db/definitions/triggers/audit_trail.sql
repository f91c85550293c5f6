CREATE TRIGGER audit_trail_chain BEFORE INSERT ON audit_trail FOR EACH ROW EXECUTE FUNCTION audit_trail_chain();
