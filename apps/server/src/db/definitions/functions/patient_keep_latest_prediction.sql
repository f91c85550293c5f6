CREATE OR REPLACE FUNCTION public.patient_keep_latest_prediction()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      update patient
        set latest_prediction_id = latest.id, latest_risk_score = latest.risk_score,
          latest_prediction_at = latest.created_at
        from (select distinct on (patient_id) patient_id, id, risk_score, created_at
              from added order by patient_id, created_at desc, id desc) latest
        where patient.id = latest.patient_id
          and (patient.latest_prediction_at is null or patient.latest_prediction_at <= latest.created_at);
      return null;
    end $function$;
