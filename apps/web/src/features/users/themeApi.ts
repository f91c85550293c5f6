import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownThemeSchema, type Theme } from '@vigil/domain';
import { api } from '../../api/client.ts';
import { sessionKeys } from '../../api/session.ts';

// Apart from api.ts: the top bar's theme menu needs only this, and api.ts's user schemas (classic
// zod) would be constructed with the signed-in frame.

/** PUT /users/my-theme; the session carries the choice, so it is read again and applied at once. */
export function useChooseTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (theme: Theme) =>
      api.put('/users/my-theme', { parse: (data) => ownThemeSchema.parse(data), body: { theme } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
