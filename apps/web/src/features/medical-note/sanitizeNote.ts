import DOMPurify from 'dompurify';

/**
 * The note's HTML as the server sends it, kept to what a note is made of: paragraphs, sentences
 * and their citations. The server escapes every text already; this is the second lock.
 */
export function sanitizeNote(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ['p', 'span', 'sup'],
    ALLOWED_ATTR: ['class', 'data-facts'],
  });
}
