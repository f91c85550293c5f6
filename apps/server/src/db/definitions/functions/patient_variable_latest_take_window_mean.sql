CREATE OR REPLACE FUNCTION public.patient_variable_latest_take_window_mean()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    declare
      stamped_sum numeric;
      stamped_count bigint;
      day_sum numeric;
      day_count bigint;
    begin
      select sum(history.value::numeric), count(history.value) into stamped_sum, stamped_count
      from variable_value history
      where history.patient_id = new.patient_id and history.variable_id = new.variable_id
        and history.time_stamp >= new.time_stamp - interval '336 hours' and history.time_stamp < new.time_stamp;
      select sum(day.value::numeric), count(day.value) into day_sum, day_count
      from variable_value_month month
    cross join lateral variable_value_month_days(month.month, month.zone, month.day_values,
      (((new.time_stamp - interval '336 hours') at time zone 'UTC')::date - 1), ((new.time_stamp at time zone 'UTC')::date + 1)) day
    where month.patient_id = new.patient_id and month.variable_id = new.variable_id
      and month.month between date_trunc('month', (((new.time_stamp - interval '336 hours') at time zone 'UTC')::date - 1))::date and ((new.time_stamp at time zone 'UTC')::date + 1)
      and day.time_stamp >= new.time_stamp - interval '336 hours' and day.time_stamp < new.time_stamp;
      new.previous_window_mean :=
        (coalesce(stamped_sum, 0) + coalesce(day_sum, 0)) / nullif(stamped_count + day_count, 0);
      return new;
    end $function$;
