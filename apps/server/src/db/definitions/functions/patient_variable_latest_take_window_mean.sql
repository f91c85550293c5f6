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
      select sum(stamped.value::numeric), count(stamped.value) into stamped_sum, stamped_count
      from variable_value stamped
    where stamped.patient_id = new.patient_id and stamped.variable_id = new.variable_id
      and stamped.time_stamp >= new.time_stamp - interval '336 hours' and stamped.time_stamp < new.time_stamp;
      select sum(day.value::numeric), count(day.value) into day_sum, day_count
      from variable_value_month month
    cross join lateral variable_value_month_window(month.month, month.zone, month.day_values, new.time_stamp) day (value)
    where month.patient_id = new.patient_id and month.variable_id = new.variable_id
      -- The months that can hold a local day of the window, generously (time zones are within a day of UTC).
      and month.month between date_trunc('month', ((new.time_stamp - interval '360 hours') at time zone 'UTC'))::date
        and ((new.time_stamp at time zone 'UTC')::date + 1);
      new.previous_window_mean :=
        (coalesce(stamped_sum, 0) + coalesce(day_sum, 0)) / nullif(stamped_count + day_count, 0);
      return new;
    end $function$;
