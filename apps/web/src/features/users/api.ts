import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { organizationRoutes, userRoutes, type OwnProfileForm, type User, type UserForm } from '@vigil/domain';
import { call } from '../../api/call.ts';
import { sessionKeys } from '../../api/session.ts';

export type { Profiles } from '@vigil/domain';

export const userKeys = {
  all: ['users'] as const,
  list: () => [...userKeys.all, 'list'] as const,
  profiles: () => [...userKeys.all, 'profiles'] as const,
};

/** The users the caller may see (product admins stay hidden from everyone else, server side). */
export function useUsers() {
  return useQuery({
    queryKey: userKeys.list(),
    meta: { errorsShownInline: true },
    queryFn: ({ signal }) => call(userRoutes.users, { signal }),
  });
}

export function useProfiles() {
  return useQuery({
    queryKey: userKeys.profiles(),
    meta: { errorsShownInline: true },
    queryFn: ({ signal }) => call(organizationRoutes.profiles, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** The caller's own user record, for the edit-own-profile dialog. */
export function useOwnUser(iduser: number) {
  const users = useUsers();
  return { ...users, data: users.data?.find((user) => user.iduser === iduser) };
}

/** Creates (POST /users) or updates (PUT /users/admin) a user from the control users screen. */
export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: UserForm): Promise<User> =>
      form.iduser === undefined
        ? call(userRoutes.createUser, { body: form })
        : call(userRoutes.updateUser, { body: form }),
    meta: { errorsShownInline: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useSaveOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: OwnProfileForm): Promise<User> => call(userRoutes.updateOwnProfile, { body: form }),
    meta: { errorsShownInline: true },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        // The top bar shows the user's name from the session.
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
      ]);
    },
  });
}
