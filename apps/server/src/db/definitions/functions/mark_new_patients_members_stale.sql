CREATE OR REPLACE FUNCTION public.mark_new_patients_members_stale()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      begin
        insert into category_member_stale_patient (patient_id)
          select changed.id from changed order by 1
          on conflict (patient_id) do update set marked_at = excluded.marked_at
            where category_member_stale_patient.marked_at < excluded.marked_at;
        return null;
      end $function$;
