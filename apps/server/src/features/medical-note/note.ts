import { createHash } from 'node:crypto';
import {
  describeFact,
  notStartedText,
  TEMPLATE_WRITER,
  templateNote,
  type Customer,
  type MedicalNote,
  type NoteSentence,
} from '@vigil/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { buildFactsPack } from './facts-pack.ts';
import { noteHtml, paragraphHtml } from './html.ts';
import { draftWithModel, type LanguageModelSettings, type ModelDraft } from './language-model.ts';
import { patientsOf } from '../../platform/access/patient-data.ts';

/**
 * GET /patients/{id}/medical-status-rapport-gpt: a draft note from the patient's facts, by the
 * language model when one is set up and its answer checks out, else by the template in the
 * caller's language. Out of scope: 404 before anything is read or sent. Every note shown is logged
 * with its writer and the hash of its facts.
 */
export async function medicalNote(
  db: Db,
  options: {
    actor: Actor;
    patientId: number;
    customer: Customer;
    today: string;
    languageModel: LanguageModelSettings | undefined;
    onModelFallback?: (draft: Extract<ModelDraft, { ok: false }>) => void;
  },
): Promise<MedicalNote> {
  const { actor, patientId, languageModel } = options;
  const patients = patientsOf(db, actor);
  await patients.require(patientId);
  const language = actor.language;
  const pack = await buildFactsPack(db, { ...options, language, patients });
  const factsHash = createHash('sha256').update(JSON.stringify(pack.facts)).digest('hex');

  let sentences: NoteSentence[] = templateNote(pack.facts, language);
  let writtenBy = TEMPLATE_WRITER;
  let fallback: MedicalNote['fallback'] = null;
  if (languageModel && pack.missingDays !== null) {
    const draft = await draftWithModel(languageModel, { facts: pack.facts, language });
    if (draft.ok) {
      sentences = draft.sentences;
      writtenBy = languageModel.model;
    } else {
      fallback = draft.fallback;
      options.onModelFallback?.(draft);
    }
  }
  await db
    .insertInto('medicalNoteLog')
    .values({ userId: actor.userId, patientId, writtenBy, fallback, factsHash })
    .execute();

  const overview = templateNote(pack.facts, language)[0];
  return {
    missingDays: pack.missingDays,
    summary: paragraphHtml(pack.missingDays === null ? notStartedText(language) : (overview?.text ?? '')),
    gptresponse: noteHtml(sentences),
    sentences,
    facts: pack.facts.map((fact) => ({ id: fact.id, text: describeFact(fact, language) })),
    writtenBy,
    fallback,
    factsHash,
  };
}
