import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profilesSchema, userSchema, type OwnProfileForm, type User, type UserForm } from '@vigil/domain';
import { z } from 'zod/mini';
import { api } from '../../api/client.ts';
import { sessionKeys } from '../../api/session.ts';

export type { Profiles } from '@vigil/domain';

export const userKeys = {
  all: ['users'] as const,
  list: () => [...userKeys.all, 'list'] as const,
  profiles: () => [...userKeys.all, 'profiles'] as const,
};

const parseUser = (data: unknown) => userSchema.parse(data);
const parseUsers = (data: unknown) => z.array(userSchema).parse(data);

/** The users the caller may see (product admins stay hidden from everyone else, server side). */
export function useUsers() {
  return useQuery({
    queryKey: userKeys.list(),
    meta: { errorsShownInline: true },
    queryFn: ({ signal }) => api.get('/users', { parse: parseUsers, signal }),
  });
}

export function useProfiles() {
  return useQuery({
    queryKey: userKeys.profiles(),
    meta: { errorsShownInline: true },
    queryFn: ({ signal }) => api.get('/getProfiles', { parse: (data) => profilesSchema.parse(data), signal }),
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
        ? api.post('/users', { parse: parseUser, body: form })
        : api.put('/users/admin', { parse: parseUser, body: form }),
    meta: { errorsShownInline: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useSaveOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: OwnProfileForm): Promise<User> =>
      api.put('/users/my-profile', { parse: parseUser, body: form }),
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
