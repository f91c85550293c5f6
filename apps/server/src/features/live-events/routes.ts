import { liveEventRoutes } from '@vigil/domain';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { serve } from '../../platform/contract.ts';
import { LiveHub } from './hub.ts';
import { openLiveStream, type LiveStream } from './stream.ts';

/** GET /events: the live screens' stream of changes within the caller's scope (issue "live screens"). */
export function registerLiveEventRoutes(api: Api, { database, config }: AppContext): void {
  const hub = new LiveHub(database, api.log);
  const open = new Set<LiveStream>();
  // Open streams would hold the server's close; they end, saying why, and the hub stops listening.
  api.addHook('preClose', async () => {
    for (const stream of open) stream.end('shutdown');
    await hub.close();
  });

  serve(
    api,
    liveEventRoutes.events,
    async (request, reply) => {
      const actor = requireActor(request);
      const token = String(request.headers['x-auth-token']);
      const stream = await openLiveStream({
        db: database.db,
        hub,
        actor,
        token,
        sessionCheckMs: config.liveSessionCheckMs,
        onClosed: (closed) => open.delete(closed),
      });
      open.add(stream);
      // The client went away: the stream and its subscription end with the connection.
      reply.raw.once('close', () => stream.body.destroy());
      return reply
        .header('Content-Type', 'text/event-stream; charset=utf-8')
        .header('X-Accel-Buffering', 'no')
        .send(stream.body);
    },
    // The answer is a stream, written event by event.
    { compress: false },
  );
}
