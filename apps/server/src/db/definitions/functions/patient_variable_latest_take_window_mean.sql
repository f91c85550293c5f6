CREATE OR REPLACE FUNCTION public.patient_variable_latest_take_window_mean()
 RETURNS trigger
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
    begin
      new.previous_window_mean := (
  select avg(history.value::numeric) from (
    select stamped.value from variable_value stamped
    where stamped.patient_id = new.patient_id and stamped.variable_id = new.variable_id
      and stamped.time_stamp >= new.time_stamp - interval '336 hours'
      and stamped.time_stamp < new.time_stamp
    union all
    select day.value from variable_value_month month
    cross join lateral variable_value_month_days(month.month, month.zone, month.day_values,
      (((new.time_stamp - interval '336 hours') at time zone 'UTC')::date - 1), ((new.time_stamp at time zone 'UTC')::date + 1)) day
    where month.patient_id = new.patient_id and month.variable_id = new.variable_id
      and month.month between date_trunc('month', (((new.time_stamp - interval '336 hours') at time zone 'UTC')::date - 1))::date and ((new.time_stamp at time zone 'UTC')::date + 1)
      and day.time_stamp >= new.time_stamp - interval '336 hours' and day.time_stamp < new.time_stamp
  ) history where history.value is not null);
      return new;
    end $function$;
