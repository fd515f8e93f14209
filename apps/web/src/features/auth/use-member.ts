import { AGENT_TYPES, TRIAL_TYPE } from '@app/contracts/constants';
import { useEffect } from 'react';
import { useSession } from '../session/index.ts';
import { useMemberInfo } from './api/member-info.ts';
import { storedAccountType, storeMember } from './session-store.ts';

/**
 * The signed-in member and what their account type allows (SPEC §4, §6): trial (4) accounts are
 * blocked from gated actions; 1, 2, 41, 42 see the agent centre. Before the member info arrives the
 * type stored at sign-in answers.
 */
export function useMember() {
  const { token } = useSession();
  const { data, loading } = useMemberInfo(!!token);
  useEffect(() => {
    if (token && data) storeMember(data);
  }, [token, data]);
  const member = token ? data : undefined;
  const type = member?.isAgent ?? (token ? storedAccountType() : null);
  return {
    token,
    member,
    loading: !!token && loading,
    isTrial: type === TRIAL_TYPE,
    isAgent: type !== null && (AGENT_TYPES as readonly number[]).includes(type),
  };
}
