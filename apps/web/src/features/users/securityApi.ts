import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ownSessionRoutes, secondFactorRoutes, type Role } from '@vigil/domain';
import { call } from '../../api/call.ts';

export type { OwnSession, TotpEnrolment, TotpStatus } from '@vigil/domain';

export const securityKeys = {
  all: ['own-security'] as const,
  totp: () => [...securityKeys.all, 'totp'] as const,
  sessions: () => [...securityKeys.all, 'sessions'] as const,
};

/** GET /users/my-totp: whether the own second factor is on. */
export function useTotpStatus() {
  return useQuery({
    queryKey: securityKeys.totp(),
    meta: { errorsShownInline: true },
    queryFn: ({ signal }) => call(secondFactorRoutes.ownTotp, { signal }),
  });
}

export function useStartTotpEnrolment() {
  return useMutation({
    meta: { errorsShownInline: true },
    mutationFn: () => call(secondFactorRoutes.startEnrolment),
  });
}

export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorsShownInline: true },
    mutationFn: (code: string) => call(secondFactorRoutes.confirmEnrolment, { body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.totp() }),
  });
}

export function useDisableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorsShownInline: true },
    mutationFn: (code: string) => call(secondFactorRoutes.disableOwn, { body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.totp() }),
  });
}

/** DELETE /users/{id}/totp: an admin resets a user's second factor. */
export function useResetTotp() {
  return useMutation({
    mutationFn: (iduser: number) => call(secondFactorRoutes.resetUser, { params: { id: iduser } }),
  });
}

/** GET /users/my-sessions: the own open sessions. */
export function useOwnSessions() {
  return useQuery({
    queryKey: securityKeys.sessions(),
    meta: { errorsShownInline: true },
    queryFn: ({ signal }) => call(ownSessionRoutes.ownSessions, { signal }),
  });
}

/** Ends one other own session, or (without an id) every other one. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: number) =>
      id === undefined
        ? call(ownSessionRoutes.endOtherOwnSessions)
        : call(ownSessionRoutes.endOwnSession, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions() }),
  });
}

const totpPolicyKey = ['totp-policy'] as const;

/** GET /totp-policy: the roles that must log in with a second factor (product admin). */
export function useTotpPolicy() {
  return useQuery({
    queryKey: totpPolicyKey,
    meta: { errorsShownInline: true },
    queryFn: ({ signal }) => call(secondFactorRoutes.policy, { signal }),
  });
}

export function useSaveTotpPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorsShownInline: true },
    mutationFn: (requiredRoles: Role[]) => call(secondFactorRoutes.savePolicy, { body: { requiredRoles } }),
    onSuccess: (policy) => queryClient.setQueryData(totpPolicyKey, policy),
  });
}
