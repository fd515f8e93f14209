import { adminArea } from './areas/admin/index.ts';
import { contentArea } from './areas/content/index.ts';
import { membersArea } from './areas/members/index.ts';
import { queuesArea } from './areas/queues/index.ts';
import { reportsArea } from './areas/reports/index.ts';
import type { AreaDef } from './registry.ts';

/**
 * Every area of the back office, one import line each (apps/admin/README.md, "How to add a page").
 * The navigation, home page and routes are built from this list, filtered by the staff member's role.
 */
export const AREAS: readonly AreaDef[] = [adminArea, queuesArea, membersArea, contentArea, reportsArea];
