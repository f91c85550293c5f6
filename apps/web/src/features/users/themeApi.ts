import { useMutation, useQueryClient } from '@tanstack/react-query';
import { themeRoutes, type Theme } from '@vigil/domain';
import { call } from '../../api/call.ts';
import { sessionKeys } from '../../api/session.ts';

// Apart from api.ts: the top bar's theme menu needs only this, and api.ts's user schemas (classic
// zod) would be constructed with the signed-in frame.

/** PUT /users/my-theme; the session carries the choice, so it is read again and applied at once. */
export function useChooseTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (theme: Theme) => call(themeRoutes.chooseOwnTheme, { body: { theme } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
