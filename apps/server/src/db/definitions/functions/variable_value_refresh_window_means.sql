CREATE OR REPLACE FUNCTION public.variable_value_refresh_window_means()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      if tg_op = 'INSERT' then 
  update patient_variable_latest latest set previous_window_mean = fresh.mean
  from (
    select touched.patient_id, touched.variable_id, (
  select avg(history.value::numeric) from variable_value history
  where history.patient_id = touched.patient_id and history.variable_id = touched.variable_id
    and history.time_stamp >= touched.time_stamp - interval '336 hours'
    and history.time_stamp < touched.time_stamp and history.value is not null) as mean
    from patient_variable_latest touched
    where exists (
      select 1 from new_values c
      where c.patient_id = touched.patient_id and c.variable_id = touched.variable_id
        and c.time_stamp >= touched.time_stamp - interval '336 hours' and c.time_stamp < touched.time_stamp)
  ) fresh
  where latest.patient_id = fresh.patient_id and latest.variable_id = fresh.variable_id
    and latest.previous_window_mean is distinct from fresh.mean;
      elsif tg_op = 'DELETE' then 
  update patient_variable_latest latest set previous_window_mean = fresh.mean
  from (
    select touched.patient_id, touched.variable_id, (
  select avg(history.value::numeric) from variable_value history
  where history.patient_id = touched.patient_id and history.variable_id = touched.variable_id
    and history.time_stamp >= touched.time_stamp - interval '336 hours'
    and history.time_stamp < touched.time_stamp and history.value is not null) as mean
    from patient_variable_latest touched
    where exists (
      select 1 from old_values c
      where c.patient_id = touched.patient_id and c.variable_id = touched.variable_id
        and c.time_stamp >= touched.time_stamp - interval '336 hours' and c.time_stamp < touched.time_stamp)
  ) fresh
  where latest.patient_id = fresh.patient_id and latest.variable_id = fresh.variable_id
    and latest.previous_window_mean is distinct from fresh.mean;
      else 
  update patient_variable_latest latest set previous_window_mean = fresh.mean
  from (
    select touched.patient_id, touched.variable_id, (
  select avg(history.value::numeric) from variable_value history
  where history.patient_id = touched.patient_id and history.variable_id = touched.variable_id
    and history.time_stamp >= touched.time_stamp - interval '336 hours'
    and history.time_stamp < touched.time_stamp and history.value is not null) as mean
    from patient_variable_latest touched
    where exists (
      select 1 from (select patient_id, variable_id, time_stamp from old_values union all select patient_id, variable_id, time_stamp from new_values) c
      where c.patient_id = touched.patient_id and c.variable_id = touched.variable_id
        and c.time_stamp >= touched.time_stamp - interval '336 hours' and c.time_stamp < touched.time_stamp)
  ) fresh
  where latest.patient_id = fresh.patient_id and latest.variable_id = fresh.variable_id
    and latest.previous_window_mean is distinct from fresh.mean;
      end if;
      return null;
    end $function$;
