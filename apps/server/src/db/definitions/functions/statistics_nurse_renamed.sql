CREATE OR REPLACE FUNCTION public.statistics_nurse_renamed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      perform statistics_mark_seen(p.id, null, null, 'prediction') from patient p where p.responsible_user_id = new.id;
      return null;
    end $function$;
