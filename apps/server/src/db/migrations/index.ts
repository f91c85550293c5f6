import type { Migration } from 'kysely';
import * as initialSchema from './0001_initial_schema/index.ts';
import * as icd10cmCodes from './0002_icd10cm_codes.ts';
import * as latestPrediction from './0003_latest_prediction.ts';
import * as timeZoneCheck from './0004_time_zone_check.ts';
import * as categoryMessagePerLanguage from './0005_category_message_per_language.ts';
import * as mobileDevices from './0006_mobile_devices.ts';
import * as previousWindowMean from './0007_previous_window_mean.ts';
import * as storedVariableStatus from './0008_stored_variable_status.ts';
import * as inlineAge from './0009_inline_age.ts';
import * as conditionIndexes from './0010_condition_indexes.ts';
import * as storedCategoryMembers from './0011_stored_category_members.ts';
import * as aiModelsInUse from './0012_ai_models_in_use.ts';
import * as treatmentAiVariables from './0013_treatment_ai_variables.ts';
import * as medicalNoteLog from './0014_medical_note_log.ts';
import * as predictionDayIndex from './0015_prediction_day_index.ts';
import * as singlePatientStatusRefresh from './0016_single_patient_status_refresh.ts';
import * as dryStreakAlwaysNormal from './0017_dry_streak_always_normal.ts';
import * as variableTranslations from './0018_variable_translations.ts';
import * as userTheme from './0019_user_theme.ts';
import * as derivedDaysFromNight from './0020_derived_days_from_night.ts';
import * as patientCounts from './0021_patient_counts.ts';
import * as categoryCounts from './0023_category_counts.ts';
import * as dayValuesByMonth from './0024_day_values_by_month.ts';
import * as windowMeanDays from './0025_window_mean_days.ts';
import * as statisticsDirtyDates from './0040_statistics_dirty_dates.ts';
import * as loginThrottleDelays from './0041_login_throttle_delays.ts';
import * as rateLimitCounter from './0042_rate_limit_counter.ts';
import * as auditHashChain from './0043_audit_hash_chain.ts';
import * as secondFactor from './0044_second_factor.ts';
import * as fhirBulkExport from './0049_fhir_bulk_export.ts';
import * as alarmTypeHistory from './0050_alarm_type_history.ts';
import * as statisticsGroupingDirty from './0051_statistics_grouping_dirty.ts';
import * as patientReview from './0052_patient_review.ts';
import * as alertAcknowledgement from './0053_alert_acknowledgement.ts';
import * as patientChangeNotifications from './0054_patient_change_notifications.ts';
import * as reviewNotifications from './0055_review_notifications.ts';
import * as secondFactorPolicy from './0057_second_factor_policy.ts';
import * as exportAlertCategories from './0058_export_alert_categories.ts';
import * as exportParts from './0059_export_parts.ts';
import * as marksMoveForward from './0060_marks_move_forward.ts';
import * as latestPredictionIndex from './0061_latest_prediction_index.ts';
import * as notifyWithoutNestedLoops from './0062_notify_without_nested_loops.ts';
import * as contributionsInPrediction from './0063_contributions_in_prediction.ts';
import * as latestPredictionPerStatement from './0064_latest_prediction_per_statement.ts';

/** Every migration Vigil ships, in order. Forward only: never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001_initial_schema': initialSchema,
  '0002_icd10cm_codes': icd10cmCodes,
  '0003_latest_prediction': latestPrediction,
  '0004_time_zone_check': timeZoneCheck,
  '0005_category_message_per_language': categoryMessagePerLanguage,
  '0006_mobile_devices': mobileDevices,
  '0007_previous_window_mean': previousWindowMean,
  '0008_stored_variable_status': storedVariableStatus,
  '0009_inline_age': inlineAge,
  '0010_condition_indexes': conditionIndexes,
  '0011_stored_category_members': storedCategoryMembers,
  '0012_ai_models_in_use': aiModelsInUse,
  '0013_treatment_ai_variables': treatmentAiVariables,
  '0014_medical_note_log': medicalNoteLog,
  '0015_prediction_day_index': predictionDayIndex,
  '0016_single_patient_status_refresh': singlePatientStatusRefresh,
  '0017_dry_streak_always_normal': dryStreakAlwaysNormal,
  '0018_variable_translations': variableTranslations,
  '0019_user_theme': userTheme,
  '0020_derived_days_from_night': derivedDaysFromNight,
  '0021_patient_counts': patientCounts,
  '0023_category_counts': categoryCounts,
  '0024_day_values_by_month': dayValuesByMonth,
  '0025_window_mean_days': windowMeanDays,
  '0040_statistics_dirty_dates': statisticsDirtyDates,
  '0041_login_throttle_delays': loginThrottleDelays,
  '0042_rate_limit_counter': rateLimitCounter,
  '0043_audit_hash_chain': auditHashChain,
  '0044_second_factor': secondFactor,
  '0049_fhir_bulk_export': fhirBulkExport,
  '0050_alarm_type_history': alarmTypeHistory,
  '0051_statistics_grouping_dirty': statisticsGroupingDirty,
  '0052_patient_review': patientReview,
  '0053_alert_acknowledgement': alertAcknowledgement,
  '0054_patient_change_notifications': patientChangeNotifications,
  '0055_review_notifications': reviewNotifications,
  '0057_second_factor_policy': secondFactorPolicy,
  '0058_export_alert_categories': exportAlertCategories,
  '0059_export_parts': exportParts,
  '0060_marks_move_forward': marksMoveForward,
  '0061_latest_prediction_index': latestPredictionIndex,
  '0062_notify_without_nested_loops': notifyWithoutNestedLoops,
  '0063_contributions_in_prediction': contributionsInPrediction,
  '0064_latest_prediction_per_statement': latestPredictionPerStatement,
};
