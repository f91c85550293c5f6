CREATE OR REPLACE FUNCTION public.patient_forget_deleted_prediction()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      update patient set (latest_prediction_id, latest_risk_score, latest_prediction_at) = (
          select id, risk_score, created_at from ai_prediction
          where patient_id = old.patient_id order by created_at desc, id desc limit 1)
        where id = old.patient_id and (latest_prediction_id is null or latest_prediction_id = old.id);
      return null;
    end $function$;
