CREATE OR REPLACE FUNCTION public.variable_value_month_refresh_window_means()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      if tg_op = 'INSERT' then 
  update patient_variable_latest latest set previous_window_mean = fresh.mean
  from (
    select touched.patient_id, touched.variable_id, (
      select avg(history.value::numeric) from (
        select stamped.value from variable_value stamped
    where stamped.patient_id = touched.patient_id and stamped.variable_id = touched.variable_id
      and stamped.time_stamp >= touched.time_stamp - interval '336 hours' and stamped.time_stamp < touched.time_stamp
        union all
        select day.value from variable_value_month month
    cross join lateral variable_value_month_window(month.month, month.zone, month.day_values, touched.time_stamp) day (value)
    where month.patient_id = touched.patient_id and month.variable_id = touched.variable_id
      -- The months that can hold a local day of the window, generously (time zones are within a day of UTC).
      and month.month between date_trunc('month', ((touched.time_stamp - interval '360 hours') at time zone 'UTC'))::date
        and ((touched.time_stamp at time zone 'UTC')::date + 1)
      ) history where history.value is not null) as mean
    from (
    select distinct touched.patient_id, touched.variable_id, touched.time_stamp
    from new_months m cross join lateral (
    select t.patient_id, t.variable_id, t.time_stamp from patient_variable_latest t
    where t.patient_id = m.patient_id and t.variable_id = m.variable_id offset 0) touched
    where exists (select 1 from variable_value_month_window(m.month, m.zone, m.day_values, touched.time_stamp))) touched
    offset 0
  ) fresh
  where latest.patient_id = fresh.patient_id and latest.variable_id = fresh.variable_id
    and latest.previous_window_mean is distinct from fresh.mean;
      elsif tg_op = 'DELETE' then 
  update patient_variable_latest latest set previous_window_mean = fresh.mean
  from (
    select touched.patient_id, touched.variable_id, (
      select avg(history.value::numeric) from (
        select stamped.value from variable_value stamped
    where stamped.patient_id = touched.patient_id and stamped.variable_id = touched.variable_id
      and stamped.time_stamp >= touched.time_stamp - interval '336 hours' and stamped.time_stamp < touched.time_stamp
        union all
        select day.value from variable_value_month month
    cross join lateral variable_value_month_window(month.month, month.zone, month.day_values, touched.time_stamp) day (value)
    where month.patient_id = touched.patient_id and month.variable_id = touched.variable_id
      -- The months that can hold a local day of the window, generously (time zones are within a day of UTC).
      and month.month between date_trunc('month', ((touched.time_stamp - interval '360 hours') at time zone 'UTC'))::date
        and ((touched.time_stamp at time zone 'UTC')::date + 1)
      ) history where history.value is not null) as mean
    from (
    select distinct touched.patient_id, touched.variable_id, touched.time_stamp
    from old_months m cross join lateral (
    select t.patient_id, t.variable_id, t.time_stamp from patient_variable_latest t
    where t.patient_id = m.patient_id and t.variable_id = m.variable_id offset 0) touched
    where exists (select 1 from variable_value_month_window(m.month, m.zone, m.day_values, touched.time_stamp))) touched
    offset 0
  ) fresh
  where latest.patient_id = fresh.patient_id and latest.variable_id = fresh.variable_id
    and latest.previous_window_mean is distinct from fresh.mean;
      else 
  update patient_variable_latest latest set previous_window_mean = fresh.mean
  from (
    select touched.patient_id, touched.variable_id, (
      select avg(history.value::numeric) from (
        select stamped.value from variable_value stamped
    where stamped.patient_id = touched.patient_id and stamped.variable_id = touched.variable_id
      and stamped.time_stamp >= touched.time_stamp - interval '336 hours' and stamped.time_stamp < touched.time_stamp
        union all
        select day.value from variable_value_month month
    cross join lateral variable_value_month_window(month.month, month.zone, month.day_values, touched.time_stamp) day (value)
    where month.patient_id = touched.patient_id and month.variable_id = touched.variable_id
      -- The months that can hold a local day of the window, generously (time zones are within a day of UTC).
      and month.month between date_trunc('month', ((touched.time_stamp - interval '360 hours') at time zone 'UTC'))::date
        and ((touched.time_stamp at time zone 'UTC')::date + 1)
      ) history where history.value is not null) as mean
    from (
    select distinct touched.patient_id, touched.variable_id, touched.time_stamp
    from old_months o join new_months n using (patient_id, variable_id, month) cross join lateral (
    select t.patient_id, t.variable_id, t.time_stamp from patient_variable_latest t
    where t.patient_id = n.patient_id and t.variable_id = n.variable_id offset 0) touched
    where o.zone is distinct from n.zone
      or o.day_values[greatest(1, (((touched.time_stamp - interval '336 hours') at time zone n.zone)::date - 1 - n.month + 1)):(((touched.time_stamp - interval '1 microsecond') at time zone n.zone)::date - n.month + 1)] is distinct from n.day_values[greatest(1, (((touched.time_stamp - interval '336 hours') at time zone n.zone)::date - 1 - n.month + 1)):(((touched.time_stamp - interval '1 microsecond') at time zone n.zone)::date - n.month + 1)]) touched
    offset 0
  ) fresh
  where latest.patient_id = fresh.patient_id and latest.variable_id = fresh.variable_id
    and latest.previous_window_mean is distinct from fresh.mean;
      end if;
      return null;
    end $function$;
