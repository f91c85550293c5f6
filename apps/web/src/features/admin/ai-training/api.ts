import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AI_TASK_MESSAGES, aiModelCardSchema, aiTaskStateSchema, type AiTaskName } from '@vigil/domain';
import { z } from 'zod';
import { api } from '../../../api/client.ts';

const taskKeys = { state: ['ai-tasks', 'state'] as const, models: ['ai-models', 'active'] as const };

/** Refresh often while a task is queued or running, so its progress and completion show. */
const BUSY_REFRESH_MS = 3_000;

export function useAiTaskStates() {
  return useQuery({
    queryKey: taskKeys.state,
    queryFn: ({ signal }) =>
      api.get('/ai-tasks/state', { parse: (data) => z.array(aiTaskStateSchema).parse(data), signal }),
    refetchInterval: (query) =>
      query.state.data?.some((task) => task.requestedAt !== null) ? BUSY_REFRESH_MS : false,
  });
}

export function useActiveModels() {
  return useQuery({
    queryKey: taskKeys.models,
    queryFn: ({ signal }) =>
      api.get('/ai-models/active', { parse: (data) => z.array(aiModelCardSchema).parse(data), signal }),
  });
}

/** POST /ai-tasks-set/: queues the chosen tasks ('Submitted'), or is refused ('Data already submitted'). */
export function useSubmitAiTasks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tasks: readonly AiTaskName[]) =>
      api.post('/ai-tasks-set/', {
        body: tasks,
        parse: (data) => z.object({ message: z.literal(AI_TASK_MESSAGES.submitted) }).parse(data),
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taskKeys.state }),
        queryClient.invalidateQueries({ queryKey: taskKeys.models }),
      ]),
  });
}
