import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { aiTaskRoutes, type AiTaskName } from '@vigil/domain';
import { call } from '../../../api/call.ts';

const taskKeys = { state: ['ai-tasks', 'state'] as const, models: ['ai-models', 'active'] as const };

/** Refresh often while a task is queued or running, so its progress and completion show. */
const BUSY_REFRESH_MS = 3_000;

export function useAiTaskStates() {
  return useQuery({
    queryKey: taskKeys.state,
    queryFn: ({ signal }) => call(aiTaskRoutes.aiTaskStates, { signal }),
    refetchInterval: (query) =>
      query.state.data?.some((task) => task.requestedAt !== null) ? BUSY_REFRESH_MS : false,
  });
}

export function useActiveModels() {
  return useQuery({
    queryKey: taskKeys.models,
    queryFn: ({ signal }) => call(aiTaskRoutes.activeModels, { signal }),
  });
}

/** POST /ai-tasks-set/: queues the chosen tasks ('Submitted'), or is refused ('Data already submitted'). */
export function useSubmitAiTasks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tasks: readonly AiTaskName[]) => call(aiTaskRoutes.requestAiTasks, { body: [...tasks] }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taskKeys.state }),
        queryClient.invalidateQueries({ queryKey: taskKeys.models }),
      ]),
  });
}
