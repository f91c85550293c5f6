CREATE OR REPLACE FUNCTION public.mark_category_members_stale()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      declare
        category integer;
      begin
        foreach category in array array_remove(array[
          case when tg_op <> 'INSERT' then old.category_id end,
          case when tg_op <> 'DELETE' then new.category_id end], null)
        loop
          insert into category_member_stale_category (category_id) values (category)
            on conflict (category_id) do update set marked_at = excluded.marked_at
              where category_member_stale_category.marked_at < excluded.marked_at;
        end loop;
        return null;
      end $function$;
