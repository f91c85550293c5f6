CREATE OR REPLACE FUNCTION public.variable_status(p_patient integer, p_variable integer, p_value double precision, p_age integer)
 RETURNS text
 LANGUAGE sql
 STABLE
AS $function$
      select case
        when p_value is null then 'NOT_SET_VALUE'
        when lim.alert_low is null then 'NOT_SET_LIMIT'
        when p_value <= lim.alert_low then 'ALERT_LOW'
        when p_value <= lim.abnormal_low then 'ABNORMAL_LOW'
        when p_value < lim.lower_limit_normal then 'NORMAL_LOW'
        when p_value <= lim.upper_limit_normal then 'NORMAL'
        when p_value < lim.abnormal_high then 'NORMAL_HIGH'
        when p_value < lim.alert_high then 'ABNORMAL_HIGH'
        else 'ALERT_HIGH' end
      from (select 1) one
      left join lateral (
        select own.alert_low, own.abnormal_low, own.lower_limit_normal, own.upper_limit_normal,
          own.abnormal_high, own.alert_high
        from limit_user own where own.patient_id = p_patient and own.variable_id = p_variable
        union all
        (select general.alert_low, general.abnormal_low, general.lower_limit_normal, general.upper_limit_normal,
            general.abnormal_high, general.alert_high
          from limit_general general join patient p on p.id = p_patient
          where general.variable_id = p_variable
            and (general.gender = 'ALL' or (general.gender = 'MEN' and p.gender = 'Male')
              or (general.gender = 'WOMEN' and p.gender = 'Female'))
            and ((general.age_lower is null and general.age_upper is null)
              or (p_age >= 0 and (general.age_lower is null or general.age_lower <= p_age)
                and (general.age_upper is null or p_age < general.age_upper)))
          order by (case when general.gender = 'ALL' then 10000 else 0 end)
            + coalesce(general.age_upper, 1000) - coalesce(general.age_lower, 0)
          limit 1)
        limit 1
      ) lim on true $function$;
