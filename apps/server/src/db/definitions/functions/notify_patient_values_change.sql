CREATE OR REPLACE FUNCTION public.notify_patient_values_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SET enable_nestloop TO 'off'
AS $function$
    begin
      if tg_op = 'INSERT' then
        perform pg_notify('vigil_patient_change',
            json_build_object('p', touched.patient_id, 'k', 'values', 'v', touched.codes)::text)
          from (select changed.patient_id, array_agg(distinct variable.code order by variable.code) as codes
                from changed join patient_variable variable on variable.id = changed.variable_id
                group by changed.patient_id) as touched;
      else
        perform pg_notify('vigil_patient_change',
            json_build_object('p', touched.patient_id, 'k', touched.kind, 'v', touched.codes)::text)
          from (select changed.patient_id, kinds.kind,
                  array_agg(distinct variable.code order by variable.code) as codes
                from changed
                join before_change on before_change.patient_id = changed.patient_id
                  and before_change.variable_id = changed.variable_id
                join patient_variable variable on variable.id = changed.variable_id
                cross join lateral (
                  select 'values' as kind
                    where (before_change.value, before_change.time_stamp)
                      is distinct from (changed.value, changed.time_stamp)
                  union all
                  select 'status' where before_change.status is distinct from changed.status
                ) as kinds
                group by changed.patient_id, kinds.kind) as touched;
      end if;
      return null;
    end $function$;
