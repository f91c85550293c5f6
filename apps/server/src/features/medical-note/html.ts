import type { NoteSentence } from '@vigil/domain';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ENTITIES[character]!);

/**
 * The note as HTML (spec: shown as HTML): one paragraph, each sentence followed by the numbers of
 * the facts it cites. Every text is escaped here; the screen sanitizes again before showing it.
 */
export function noteHtml(sentences: readonly NoteSentence[]): string {
  if (sentences.length === 0) return '';
  const parts = sentences.map((sentence) => {
    const ids = sentence.facts.join(' ');
    const numbers = sentence.facts.map((id) => id.slice(1)).join(', ');
    const source = sentence.source ? ` data-source="${sentence.source}"` : '';
    return `<span class="note-sentence" data-facts="${ids}"${source}>${escapeHtml(sentence.text)}</span><sup data-facts="${ids}">[${numbers}]</sup>`;
  });
  return `<p>${parts.join(' ')}</p>`;
}

export const paragraphHtml = (text: string): string => `<p>${escapeHtml(text)}</p>`;
