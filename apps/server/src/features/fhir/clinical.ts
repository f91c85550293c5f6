import { VIGIL_FHIR_URI } from '@vigil/domain';
import type { Db } from '../../db/database.ts';
import { contributionsOf } from '../ai/index.ts';
import { flags } from './flags.ts';
import { instant, subject, type PatientResourceSource } from './resource-source.ts';

/** The extension that carries one factor of a prediction (its feature, contribution and observed value). */
export const RISK_FACTOR_EXTENSION = `${VIGIL_FHIR_URI}/StructureDefinition/risk-factor`;
/** The extension that names the model version of a prediction. */
export const MODEL_VERSION_EXTENSION = `${VIGIL_FHIR_URI}/StructureDefinition/model-version`;

const numeric = (id: string) => (/^\d{1,9}$/.test(id) ? Number(id) : undefined);

/** The patient of the row with numeric id `id` in a table of one patient's rows. */
const patientOfRow =
  (table: 'aiPrediction' | 'patientMessage' | 'hospitalization') =>
  async (db: Db, id: string): Promise<number | undefined> => {
    const number = numeric(id);
    if (number === undefined) return undefined;
    const row = await db.selectFrom(table).select('patientId').where('id', '=', number).executeTakeFirst();
    return row?.patientId;
  };

const TREATMENT_OUTCOMES = [
  ['pSuccessful', 'Successful treatment'],
  ['pPartly', 'Partly successful treatment'],
  ['pNotSuccessful', 'Not successful treatment'],
  ['pDropout', 'Drop out'],
] as const;

/** AI predictions: the outcome probabilities, the date, the model and its version, the factors. */
const riskAssessments: PatientResourceSource = {
  type: 'RiskAssessment',
  patientOf: patientOfRow('aiPrediction'),
  async ofPatients(db, patientIds) {
    if (patientIds.length === 0) return [];
    const predictions = await db
      .selectFrom('aiPrediction')
      .innerJoin('aiModel', 'aiModel.id', 'aiPrediction.modelId')
      .select([
        'aiPrediction.id',
        'aiPrediction.patientId',
        'aiPrediction.createdAt',
        'aiPrediction.asOf',
        'aiPrediction.pSuccessful',
        'aiPrediction.pPartly',
        'aiPrediction.pNotSuccessful',
        'aiPrediction.pDropout',
        'aiPrediction.riskScore',
        'aiModel.kind',
        'aiModel.version',
      ])
      .where('aiPrediction.patientId', 'in', [...patientIds])
      .orderBy('aiPrediction.patientId')
      .orderBy('aiPrediction.createdAt')
      .orderBy('aiPrediction.id')
      .execute();
    const factorsOf = await contributionsOf(
      db,
      predictions.map((prediction) => prediction.id),
    );
    return predictions.map((prediction) => {
      const outcomes =
        prediction.kind === 'hospitalization_risk'
          ? [['Hospitalization within 14 days', prediction.riskScore] as const]
          : TREATMENT_OUTCOMES.map(([column, text]) => [text, prediction[column]] as const);
      return {
        resourceType: 'RiskAssessment',
        id: String(prediction.id),
        status: 'final',
        subject: subject(prediction.patientId),
        occurrenceDateTime: prediction.asOf ?? instant(prediction.createdAt),
        method: {
          coding: [{ system: `${VIGIL_FHIR_URI}/CodeSystem/vigil-ai-model`, code: prediction.kind }],
          text: `Vigil ${prediction.kind.replace('_', ' ')} model, version ${prediction.version}`,
        },
        extension: [
          { url: MODEL_VERSION_EXTENSION, valueInteger: prediction.version },
          ...(factorsOf.get(prediction.id) ?? [])
            .sort((a, b) => Math.abs(b.featureValue) - Math.abs(a.featureValue))
            .map((factor) => ({
              url: RISK_FACTOR_EXTENSION,
              extension: [
                { url: 'feature', valueString: factor.featureName },
                { url: 'contribution', valueDecimal: factor.featureValue },
                ...(factor.observedValue === null
                  ? []
                  : [{ url: 'observed', valueDecimal: factor.observedValue }]),
              ],
            })),
        ],
        prediction: outcomes
          .filter(([, probability]) => probability !== null)
          .map(([text, probability]) => ({ outcome: { text }, probabilityDecimal: probability })),
      };
    });
  },
};

/** Messages staff sent to the patient's phone and watch, and category messages delivered to them. */
const communications: PatientResourceSource = {
  type: 'Communication',
  async patientOf(db, id) {
    // A category message's delivery to one patient on one channel: `c-<delivery id>`.
    const delivery = /^c-(\d{1,9})$/.exec(id);
    if (!delivery) return patientOfRow('patientMessage')(db, id);
    const row = await db
      .selectFrom('categoryMessageDelivery')
      .select('patientId')
      .where('id', '=', Number(delivery[1]))
      .executeTakeFirst();
    return row?.patientId;
  },
  async ofPatients(db, patientIds) {
    if (patientIds.length === 0) return [];
    const own = await db
      .selectFrom('patientMessage')
      .select(['id', 'patientId', 'title', 'text', 'createdAt', 'phoneDeliveredAt', 'watchDeliveredAt'])
      .where('patientId', 'in', [...patientIds])
      .execute();
    const categories = await db
      .selectFrom('categoryMessageDelivery as delivery')
      .innerJoin('categoryMessage as message', (join) =>
        join
          .onRef('message.uuid', '=', 'delivery.messageUuid')
          .onRef('message.version', '=', 'delivery.messageVersion'),
      )
      .select([
        'delivery.id',
        'delivery.patientId',
        'delivery.channel',
        'delivery.createdAt',
        'delivery.deliveredAt',
        'message.messageTitle as title',
        'message.messageText as text',
      ])
      .where('delivery.patientId', 'in', [...patientIds])
      .execute();
    const messages = [
      ...own.map((row) => ({
        ...row,
        id: String(row.id),
        received: row.phoneDeliveredAt ?? row.watchDeliveredAt,
      })),
      ...categories.map((row) => ({ ...row, id: `c-${row.id}`, received: row.deliveredAt })),
    ].sort(
      (a, b) =>
        a.patientId - b.patientId ||
        new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime() ||
        a.id.localeCompare(b.id),
    );
    return messages.map((row) => ({
      resourceType: 'Communication',
      id: row.id,
      status: row.received ? 'completed' : 'in-progress',
      ...('channel' in row
        ? { category: [{ text: 'Category message' }], medium: [{ text: row.channel }] }
        : {}),
      subject: subject(row.patientId),
      recipient: [subject(row.patientId)],
      ...(row.title ? { topic: { text: row.title } } : {}),
      sent: instant(row.createdAt),
      ...(row.received ? { received: instant(row.received) } : {}),
      payload: [{ contentString: row.text }],
    }));
  },
};

/** Hospital stays. */
const encounters: PatientResourceSource = {
  type: 'Encounter',
  patientOf: patientOfRow('hospitalization'),
  async ofPatients(db, patientIds) {
    if (patientIds.length === 0) return [];
    const rows = await db
      .selectFrom('hospitalization')
      .select(['id', 'patientId', 'status', 'admittedAt', 'dischargedAt'])
      .where('patientId', 'in', [...patientIds])
      .orderBy('patientId')
      .orderBy('admittedAt')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      resourceType: 'Encounter',
      id: String(row.id),
      status: row.status === 'ADMITTED' ? 'in-progress' : 'finished',
      class: {
        system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode',
        code: 'IMP',
        display: 'inpatient encounter',
      },
      subject: subject(row.patientId),
      period: {
        start: instant(row.admittedAt),
        ...(row.dischargedAt ? { end: instant(row.dischargedAt) } : {}),
      },
    }));
  },
};

export const PATIENT_RESOURCE_SOURCES: readonly PatientResourceSource[] = [
  riskAssessments,
  flags,
  communications,
  encounters,
];
