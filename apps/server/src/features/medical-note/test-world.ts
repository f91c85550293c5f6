import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, utcToday } from '@vigil/domain';
import type { Db } from '../../db/database.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeaders, createClinic, createPatient, createUser, loginAs } from '../../test/factory.ts';

/** What identifies the crafted patients: none of it may leave the server. */
export const IDENTITY = {
  firstName: 'Emma',
  lastName: 'Lindqvist',
  socialSecurityNr: '20180101-4321',
  email: 'emma.parent@example.org',
};

/**
 * A chat-completions endpoint on 127.0.0.1 that answers what the test sets, and keeps every
 * request it was sent.
 */
export async function startChatServer() {
  const requests: { path: string; authorization: string | undefined; body: ChatRequest }[] = [];
  let answer: (response: ServerResponse, request: IncomingMessage) => void = (response) =>
    response.writeHead(500).end();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest,
      });
      answer(response, request);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Answers with this message content, as an OpenAI-compatible server would. */
    replyWith(content: string) {
      answer = (response) =>
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }));
    },
    /** Answers with what `write` makes of each request, as a model that reads its input would. */
    replyBy(write: (request: ChatRequest) => string) {
      answer = (response) => {
        const request = requests.at(-1)!.body;
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            choices: [{ index: 0, message: { role: 'assistant', content: write(request) } }],
          }),
        );
      };
    },
    replyRaw(status: number, body: string) {
      answer = (response) => response.writeHead(status, { 'content-type': 'application/json' }).end(body);
    },
    replyAfter(milliseconds: number, content: string) {
      answer = (response) => {
        const timer = setTimeout(() => {
          if (!response.destroyed)
            response
              .writeHead(200, { 'content-type': 'application/json' })
              .end(JSON.stringify({ choices: [{ message: { content } }] }));
        }, milliseconds);
        response.on('close', () => clearTimeout(timer));
      };
    },
    dropConnection() {
      answer = (_response, request) => request.socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface ChatRequest {
  model: string;
  temperature: number;
  messages: { role: string; content: string }[];
}

/** The app of a flavour with our clinic's nurse, a nurse of another clinic and a patient of each. */
export async function createNoteWorld(env: Record<string, string>) {
  const server: TestApp = await createTestApp(env);
  const { db } = server.database;
  const ours = await createClinic(db);
  const theirs = await createClinic(db);
  const nurse = await createUser(db, { clinicIds: [ours.clinicId] });
  const stranger = await createUser(db, { clinicIds: [theirs.clinicId] });
  const tokens = { nurse: await loginAs(server.app, nurse), stranger: await loginAs(server.app, stranger) };
  const today = utcToday();
  const patientId = await craftIdentifiedPatient(db, ours.clinicId, today);
  const strangersPatientId = (await createPatient(db, { clinicIds: [theirs.clinicId] })).id;
  const note = (id: number, options: { token?: string; language?: string } = {}) =>
    server.app.inject({
      method: 'GET',
      url: `/api/v1/patients/${id}/medical-status-rapport-gpt`,
      headers: { ...authHeaders(options.token ?? tokens.nurse), 'accept-language': options.language ?? 'en' },
    });
  return { server, db, today, patientId, strangersPatientId, nurse, tokens, note, clinicId: ours.clinicId };
}

async function craftIdentifiedPatient(db: Db, clinicId: number, today: string): Promise<number> {
  const { id } = await createPatient(db, { clinicIds: [clinicId] });
  await db
    .updateTable('patient')
    .set({
      ...IDENTITY,
      gender: 'Male',
      dateOfBirth: `${Number(today.slice(0, 4)) - 8}-01-01`,
    })
    .where('id', '=', id)
    .execute();
  return id;
}

/** A message to the family, read or not, sent today. */
export async function sendMessage(db: Db, patientId: number, text: string, read: boolean): Promise<void> {
  await db
    .insertInto('patientMessage')
    .values({ patientId, text, title: 'Note', phoneReadAt: read ? new Date().toISOString() : null })
    .execute();
}

/** An intervention of the catalogue, with its German name, given to the patient `startedDaysAgo`. */
export async function giveIntervention(
  db: Db,
  { patientId, today, startedDaysAgo }: { patientId: number; today: string; startedDaysAgo: number },
): Promise<void> {
  const intervention = await db
    .insertInto('intervention')
    .values({ name: 'Phone call', type: 'One day intervention' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('interventionLanguage')
    .values({ interventionId: intervention.id, language: 'de', name: 'Telefonat' })
    .execute();
  await db
    .insertInto('patientIntervention')
    .values({
      patientId,
      interventionId: intervention.id,
      startDate: addDays(today, -startedDaysAgo),
      comment: 'Talked with Emma',
    })
    .execute();
}

/** A stored prediction of the flavour's model with its contributions (feature, contribution, observed). */
export async function storePrediction(
  db: Db,
  patientId: number,
  prediction: {
    kind: 'treatment_outcome' | 'hospitalization_risk';
    asOf: string;
    riskScore: number;
    probabilities?: [number, number, number, number];
    contributions: [string, number, number | null][];
  },
): Promise<void> {
  const model = await db
    .insertInto('aiModel')
    .values({
      kind: prediction.kind,
      version: 1,
      parameters: JSON.stringify({
        featureNames: prediction.contributions.map(([featureName]) => featureName),
      }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [pSuccessful, pPartly, pNotSuccessful, pDropout] = prediction.probabilities ?? [
    null,
    null,
    null,
    null,
  ];
  await db
    .insertInto('aiPrediction')
    .values({
      modelId: model.id,
      patientId,
      asOf: prediction.asOf,
      riskScore: prediction.riskScore,
      baseValue: 0,
      pSuccessful,
      pPartly,
      pNotSuccessful,
      pDropout,
      contributions: prediction.contributions.map(([, contribution]) => contribution),
      observedValues: prediction.contributions.map(([, , observed]) => observed),
    })
    .execute();
}
