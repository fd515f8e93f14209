import type { ContractKind } from './calls/agents.ts';

// What the agent types of SPEC §6 mean (docs/decisions/1100-agents-and-teams.md). All four see the agent
// centre, make members and sub-agents under them, and transfer to their downlines.
//  1  general agent: a top agent made by the operator; every contract kind.
//  2  sub-agent: made by an agent of type 1 or 2 (or its 'agent' invitation link); every contract kind.
// 41  wage agent: daily wage, hourly salary and real-time salary, no dividend; its sub-agents are 41.
// 42  dividend agent: dividend only; its sub-agents are 42.

/** Contract kinds each agent type may hold and offer, in the agent centre's menu order. */
export const CONTRACT_KINDS_BY_TYPE: Readonly<Record<number, readonly ContractKind[]>> = {
  1: ['dividend', 'dailyWage', 'hourSalary', 'realtimeSalary'],
  2: ['dividend', 'dailyWage', 'hourSalary', 'realtimeSalary'],
  41: ['dailyWage', 'hourSalary', 'realtimeSalary'],
  42: ['dividend'],
};

/** The brand switch (whitelabel.ts, group AGENT) that shows each contract kind. */
export const CONTRACT_KIND_SWITCH: Readonly<Record<ContractKind, string>> = {
  dividend: 'AGENT_CONTRACT',
  dailyWage: 'AGENT_SALARY',
  hourSalary: 'AGENT_HOUR_SALARY',
  realtimeSalary: 'AGENT_REALTIME_SALARY',
};

/** The agent-menu type of SPEC §2 for each contract entry. */
export const CONTRACT_KIND_MENU_TYPE: Readonly<Record<ContractKind, string>> = {
  dividend: 'enableCt',
  dailyWage: 'salary',
  hourSalary: 'hourSalary',
  realtimeSalary: 'agentRealtimeSalary',
};

/** The periods each contract kind may use. */
export const CONTRACT_PERIODS_BY_KIND: Readonly<Record<ContractKind, readonly string[]>> = {
  dividend: ['weekly', 'semimonthly', 'monthly'],
  dailyWage: ['daily'],
  hourSalary: ['hourly'],
  realtimeSalary: ['realtime'],
};

/** The type a sub-agent made by an agent of `parentType` gets. */
export function subAgentType(parentType: number): number {
  return parentType === 41 || parentType === 42 ? parentType : 2;
}

/** The types an operator may give a top agent. */
export const TOP_AGENT_TYPES = [1, 41, 42] as const;
