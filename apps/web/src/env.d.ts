/// <reference types="vite/client" />

/** The build number baked in by vite.config.ts; sent to the server as X-App-Version. */
declare const __BUILD_NUMBER__: string;
