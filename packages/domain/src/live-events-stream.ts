import { z } from 'zod';

/**
 * GET /events answers text/event-stream (not JSON): the OpenAPI document describes it under that
 * media type (platform/openapi.ts moves a response schema that carries this media type).
 */
export const LIVE_EVENT_STREAM_MEDIA_TYPE = 'text/event-stream';
export const liveEventStreamSchema = z.string().meta({
  contentMediaType: LIVE_EVENT_STREAM_MEDIA_TYPE,
  description:
    'Events `ready`, `changes` ({ changes: [{ patientId, kind, variables? }] }), `resync` (refetch what is shown) and `end` ({ reason }), each as `event:` and a JSON `data:` line',
});
