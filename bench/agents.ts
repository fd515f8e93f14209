// `npm run bench:agents` (issue 16): the team overview for an agent with 10,000 members over six levels
// with 50 connections (goal p99 <= 50 ms), then one daily-wage run for 10,000 agents over 1,000,000
// valid bets (goal <= 60 s). Both need PostgreSQL (DATABASE_URL) and say so when it is absent; each part
// also runs alone (bench:agents-team, bench:agents-wages) and prints its baseline from the same run.
import { runTeamBench } from './agents-team.ts';
import { runWagesBench } from './agents-wages.ts';

await runTeamBench();
await runWagesBench();
