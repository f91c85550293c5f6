CREATE OR REPLACE FUNCTION public.patient_age_on(p_patient integer, p_day date)
 RETURNS integer
 LANGUAGE sql
 STABLE
AS $function$
      select age_on(p.date_of_birth, (p.created_at at time zone 'UTC')::date,
        (select form.age from registration_form form where form.patient_id = p.id), p_day)
      from patient p where p.id = p_patient $function$;
