CREATE OR REPLACE FUNCTION public.limit_user_refresh_status()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      if tg_op <> 'INSERT' then perform refresh_variable_statuses(array[old.patient_id], array[old.variable_id]); end if;
      if tg_op <> 'DELETE' then perform refresh_variable_statuses(array[new.patient_id], array[new.variable_id]); end if;
      return null;
    end $function$;
