CREATE OR REPLACE FUNCTION public.notify_category_membership_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SET enable_nestloop TO 'off'
AS $function$
    begin
      perform pg_notify('vigil_patient_change', json_build_object('p', changed.patient_id, 'k', 'categories')::text)
        from changed left join before_change on before_change.patient_id = changed.patient_id
        where before_change.category_ids is distinct from changed.category_ids;
      return null;
    end $function$;
