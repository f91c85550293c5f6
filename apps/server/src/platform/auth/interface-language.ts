import { isLanguage, type Language } from '@vigil/domain';

/**
 * The language of the interface a call comes from: the web app sends it as Accept-Language (a
 * bare code such as 'sv'); of a browser's list (sv-SE,sv;q=0.9,en) the first tag counts. Null
 * when the header names no language the product offers.
 */
export function interfaceLanguage(header: string | string[] | undefined): Language | null {
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.split(/[-;]/)[0];
  const code = first?.trim().toLowerCase();
  return code !== undefined && isLanguage(code) ? code : null;
}
