import type { Deps } from '../../deps.ts';
import type { AuditService } from '../audit/audit-service.ts';
import { createMissionsBackoffice } from './backoffice.ts';
import { createBoardsService } from './boards.ts';
import { createBoardsBackoffice } from './boards-backoffice.ts';
import { createMissionsService } from './missions-service.ts';

/** Missions and leaderboards (docs/decisions/1530-missions.md): missions, boards and their back office. */
export function createMissionsArea(deps: Deps, audit: AuditService) {
  return {
    missions: createMissionsService(deps),
    boards: createBoardsService(deps),
    backoffice: { ...createMissionsBackoffice(deps, audit), ...createBoardsBackoffice(deps, audit) },
  };
}

export type MissionsArea = ReturnType<typeof createMissionsArea>;

/** The missions' and leaderboards' back office together. */
export type MissionsBackoffice = MissionsArea['backoffice'];
