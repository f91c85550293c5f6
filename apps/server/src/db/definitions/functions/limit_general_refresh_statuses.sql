CREATE OR REPLACE FUNCTION public.limit_general_refresh_statuses()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      if tg_op = 'INSERT' then
        perform refresh_variable_statuses(null, array(select distinct variable_id from new_limits));
      elsif tg_op = 'DELETE' then
        perform refresh_variable_statuses(null, array(select distinct variable_id from old_limits));
      else
        perform refresh_variable_statuses(null, array(select variable_id from old_limits union select variable_id from new_limits));
      end if;
      return null;
    end $function$;
