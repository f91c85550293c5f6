CREATE OR REPLACE FUNCTION public.audit_trail_link(previous text, entry audit_trail)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$
      select encode(sha256(convert_to(coalesce(previous, '') || chr(30) || audit_trail_row_text(entry), 'UTF8')), 'hex')
    $function$;
