CREATE OR REPLACE FUNCTION public.audit_trail_chain()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      begin
        perform pg_advisory_xact_lock(hashtext('audit_trail_chain'));
        new.id := nextval(pg_get_serial_sequence('audit_trail', 'id'));
        new.previous_hash := (select hash from audit_trail order by id desc limit 1);
        new.hash := audit_trail_link(new.previous_hash, new);
        return new;
      end
    $function$;
