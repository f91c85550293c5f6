CREATE OR REPLACE FUNCTION public.refresh_variable_statuses(p_patients integer[], p_variables integer[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
    begin
      if p_patients is not null then
        
      update patient_variable_latest latest set status = fresh.status, status_age = fresh.age
      from (
        select target.patient_id, target.variable_id, aged.age,
          variable_status(target.patient_id, target.variable_id, target.value, aged.age) as status
        from patient_variable_latest target
        cross join lateral (select patient_age_on(target.patient_id, (now() at time zone 'UTC')::date) as age) aged
        where target.patient_id = any(p_patients) and (p_variables is null or target.variable_id = any(p_variables))
      ) fresh
      where latest.patient_id = fresh.patient_id and latest.variable_id = fresh.variable_id
        and (latest.status, latest.status_age) is distinct from (fresh.status, fresh.age);
      elsif p_variables is not null then
        
      update patient_variable_latest latest set status = fresh.status, status_age = fresh.age
      from (
        select target.patient_id, target.variable_id, aged.age,
          variable_status(target.patient_id, target.variable_id, target.value, aged.age) as status
        from patient_variable_latest target
        cross join lateral (select patient_age_on(target.patient_id, (now() at time zone 'UTC')::date) as age) aged
        where target.variable_id = any(p_variables)
      ) fresh
      where latest.patient_id = fresh.patient_id and latest.variable_id = fresh.variable_id
        and (latest.status, latest.status_age) is distinct from (fresh.status, fresh.age);
      else
        
      update patient_variable_latest latest set status = fresh.status, status_age = fresh.age
      from (
        select target.patient_id, target.variable_id, aged.age,
          variable_status(target.patient_id, target.variable_id, target.value, aged.age) as status
        from patient_variable_latest target
        cross join lateral (select patient_age_on(target.patient_id, (now() at time zone 'UTC')::date) as age) aged
        where true
      ) fresh
      where latest.patient_id = fresh.patient_id and latest.variable_id = fresh.variable_id
        and (latest.status, latest.status_age) is distinct from (fresh.status, fresh.age);
      end if;
    end $function$;
