// Every area's tables; drizzle needs them in one object for typed queries.
export * from './audit.ts';
export * from './auth.ts';
export * from './backoffice-members.ts';
export * from './cashier.ts';
export * from './content.ts';
export * from './games.ts';
export * from './house.ts';
export * from './member-firsts.ts';
export * from './members.ts';
export * from './platform.ts';
export * from './queues.ts';
export * from './staff.ts';
export * from './system.ts';
export * from './valid-bets.ts';
export * from './wallet.ts';
