CREATE OR REPLACE FUNCTION public.audit_trail_row_text(entry audit_trail)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$
      -- %L quotes each value and writes NULL unquoted, so no two rows give the same text.
      select format('%L,%L,%L,%L,%L,%L,%L,%L,%L,%L', entry.id, entry.user_id, entry.username,
        to_char(entry.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'), entry.ip, entry.method, entry.url,
        entry.status, entry.error, entry.platform)
    $function$;
