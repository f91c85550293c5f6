import type { Plugin } from 'vite';

/** What the page's first script may weigh: it runs before the first screen's script arrives. */
const BOOT_CHUNK_MAX_BYTES = 8 * 1024;

/**
 * Fails the build when the page's first script (src/boot.ts, chunk "boot") grows beyond a few KB
 * or imports another chunk. Everything it imports is drawn into it: one import too many would put
 * a part of the first screen ahead of the first screen, or make it wait for that file.
 */
export function bootChunkStaysSmall(): Plugin {
  return {
    name: 'vigil:boot-chunk-stays-small',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || file.name !== 'boot') continue;
        if (file.imports.length > 0) this.error(`the boot chunk imports ${file.imports.join(', ')}`);
        if (file.code.length > BOOT_CHUNK_MAX_BYTES)
          this.error(`the boot chunk is ${file.code.length} bytes, more than ${BOOT_CHUNK_MAX_BYTES}`);
      }
    },
  };
}
