CREATE OR REPLACE FUNCTION public.statistics_mark_seen(p_patient integer, p_after date, p_until date, p_reason text)
 RETURNS void
 LANGUAGE sql
AS $function$
      insert into statistics_dirty_date (date, reason)
      select distinct statistics_monday(pr.as_of), p_reason
      from ai_prediction pr
      where pr.patient_id = p_patient and pr.as_of is not null
        and (p_after is null or statistics_monday(pr.as_of) > p_after)
        and (p_until is null or statistics_monday(pr.as_of) <= p_until)
      on conflict (date, reason) do update set marked_at = now()
        where statistics_dirty_date.marked_at < now()
    $function$;
