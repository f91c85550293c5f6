CREATE OR REPLACE FUNCTION public.patient_keep_latest_prediction()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      update patient
        set latest_prediction_id = new.id, latest_risk_score = new.risk_score, latest_prediction_at = new.created_at
        where id = new.patient_id
          and (latest_prediction_at is null or latest_prediction_at <= new.created_at);
      return null;
    end $function$;
