CREATE OR REPLACE FUNCTION public.registration_form_refresh_statuses()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      if tg_op <> 'INSERT' then perform refresh_variable_statuses(array[old.patient_id], null); end if;
      if tg_op <> 'DELETE' then perform refresh_variable_statuses(array[new.patient_id], null); end if;
      return null;
    end $function$;
