import type { Command } from '../../cli/command.ts';
import { bannerCommands } from './cli-banners.ts';
import { helpCommands } from './cli-help.ts';
import { noticeCommands } from './cli-notices.ts';
import { resourceCommands } from './cli-resources.ts';
import { supportCommands } from './cli-support.ts';

/** Operator commands for site content. */
export const contentCommands: Command[] = [
  ...bannerCommands,
  ...noticeCommands,
  ...helpCommands,
  ...resourceCommands,
  ...supportCommands,
];
