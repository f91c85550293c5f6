CREATE OR REPLACE FUNCTION public.mark_status_category_members_stale()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      begin
        insert into category_member_stale_category (category_id)
          select vc.category_id from category_variable_condition vc
          where vc.id in (case when tg_op <> 'INSERT' then old.condition_id end,
                          case when tg_op <> 'DELETE' then new.condition_id end)
          on conflict (category_id) do update set marked_at = excluded.marked_at
            where category_member_stale_category.marked_at < excluded.marked_at;
        return null;
      end $function$;
