CREATE OR REPLACE FUNCTION public.refresh_aged_variable_statuses()
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
    declare aged integer[];
    begin
      select array_agg(p.id) into aged from patient p
      where exists (select 1 from patient_variable_latest latest where latest.patient_id = p.id
        and latest.status_age is distinct from patient_age_on(p.id, (now() at time zone 'UTC')::date));
      if aged is not null then perform refresh_variable_statuses(aged, null); end if;
      return coalesce(cardinality(aged), 0);
    end $function$;
