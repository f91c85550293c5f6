/**
 * The readers of bench/live-events-speed.ts, in a process of their own so that reading hundreds
 * of streams does not share the server's (or the phones') event loop. Started with IPC by the
 * bench; it is sent `{ baseUrl, tokens }`, opens one GET /events stream per token, says
 * `{ ready }` when every stream has had its `ready` event, and on `{ stop: true }` closes them and
 * answers `{ deliveries }`: for every night change received, [patientId, wall-clock ms] (the clock
 * both processes share: performance.timeOrigin + performance.now()).
 */
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { liveChangesSchema } from '@vigil/domain';

interface Start {
  readonly baseUrl: string;
  readonly tokens: readonly string[];
}

const wallNow = () => performance.timeOrigin + performance.now();
const send = (message: unknown) =>
  new Promise<void>((resolve, reject) =>
    process.send!(message, undefined, {}, (error) => (error ? reject(error) : resolve())),
  );

async function openAll({ baseUrl, tokens }: Start) {
  const deliveries: [number, number][] = [];
  const controllers: AbortController[] = [];
  const readers: Promise<void>[] = [];
  let ready = 0;
  for (const token of tokens) {
    const controller = new AbortController();
    controllers.push(controller);
    const response = await fetch(`${baseUrl}/api/v1/events`, {
      headers: { 'x-auth-token': token, 'x-client-platform': 'web' },
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`GET /events answered ${response.status}`);
    const events = response
      .body!.pipeThrough(new TextDecoderStream())
      .pipeThrough(new EventSourceParserStream())
      .getReader();
    readers.push(
      (async () => {
        try {
          for (;;) {
            const { value: event, done } = await events.read();
            if (done) return;
            if (event.event === 'ready') ready++;
            if (event.event !== 'changes') continue;
            const now = wallNow();
            for (const change of liveChangesSchema.parse(JSON.parse(event.data)).changes) {
              if (change.kind === 'night') deliveries.push([change.patientId, now]);
            }
          }
        } catch (error) {
          if (!controller.signal.aborted) throw error;
        }
      })(),
    );
  }
  while (ready < tokens.length) await new Promise((resolve) => setTimeout(resolve, 100));
  await send({ ready });
  return async () => {
    for (const controller of controllers) controller.abort();
    await Promise.allSettled(readers);
    return deliveries;
  };
}

let stop: (() => Promise<[number, number][]>) | undefined;
process.on('message', (message: Start | { stop: true }) => {
  void (async () => {
    if ('stop' in message) {
      // Sent whole before the channel closes: the bench reads it after the stop.
      await send({ deliveries: stop ? await stop() : [] });
      process.disconnect();
    } else {
      stop = await openAll(message);
    }
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
