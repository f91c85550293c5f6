CREATE OR REPLACE FUNCTION public.category_count_follow()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      declare
        left_rows jsonb;
        joined_rows jsonb;
      begin
        if tg_op <> 'INSERT' then
          select jsonb_agg(to_jsonb(r)) into left_rows from removed r where cardinality(r.category_ids) > 0;
        end if;
        if tg_op <> 'DELETE' then
          select jsonb_agg(to_jsonb(a)) into joined_rows from added a where cardinality(a.category_ids) > 0;
        end if;
        if left_rows is not null then perform category_count_add(left_rows, -1); end if;
        if joined_rows is not null then perform category_count_add(joined_rows, 1); end if;
        return null;
      end $function$;
