import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../test/helpers.ts';
import { rid } from '../../test/money-calls.ts';
import type { Command } from './command.ts';
import { COMMANDS } from './registry.ts';
import { runCli } from './run.ts';
import { terminalSafe } from './terminal.ts';

/** Clears the screen, retitles the window and rings the bell: what a member must not do to the operator. */
const HOSTILE = '\x1b[2J\x1b]0;pwn\x07';
/** Every character a terminal acts on rather than shows: C0 but the newline, DEL, C1, bidi and line separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for exactly these characters
const ACTIVE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Runs a command; every call of print is one line of output as the operator's terminal receives it. */
async function admin(argv: string[], commands?: readonly Command[]) {
  const lines: string[] = [];
  const code = await runCli(argv, { services: t.app.services, print: (l) => lines.push(l) }, commands);
  for (const l of lines) {
    expect(l, JSON.stringify(l)).not.toMatch(ACTIVE);
    expect(l, JSON.stringify(l)).not.toContain('\n');
  }
  return { code, out: lines.join('\n') };
}

describe('member-written text in the operator terminal', () => {
  it('shows a support message with its control characters written out, its newlines as \\n', async () => {
    const conversation = 'term1nal_conversation-0001';
    const text = `${HOSTILE}help\r\nAgent: all fine\u009b31m\x7f\u202eevil\x01`;
    const sent = await call(t.app, {
      method: 'POST',
      url: '/wps/relay/CSP_sendMessage',
      payload: { conversation, channel: 'chat', text },
    });
    expect(sent.res.statusCode).toBe(200);
    const shown = await admin(['support', 'show', conversation]);
    expect(shown.code).toBe(0);
    expect(shown.out).toContain(
      'visitor: \\x1b[2J\\x1b]0;pwn\\x07help\\r\\nAgent: all fine\\x9b31m\\x7f\\u{202e}evil\\x01',
    );
    const listed = await admin(['support', 'list']);
    expect(listed.out).toContain('\\x1b[2J\\x1b]0;pwn\\x07help');
  });

  it('shows a deposit reference with its escape sequences written out', async () => {
    const { token } = await signedInMember(t.app);
    const created = await call(t.app, {
      method: 'POST',
      url: '/wps/cashier/deposit',
      token,
      payload: { channelId: 'bank', amount: 100, reference: `R${HOSTILE}`, requestId: rid() },
    });
    expect(created.res.statusCode).toBe(200);
    const { out } = await admin(['deposits']);
    expect(out).toContain('ref "R\\x1b[2J\\x1b]0;pwn\\x07"');
  });

  it('escapes what any command prints, its error text included, so no command can forget', async () => {
    const loud: Command = {
      name: 'loud',
      usage: '<text>',
      summary: 'prints its argument',
      async run(ctx, args) {
        ctx.print(`said: ${args.positional[0] ?? ''}`);
        if (args.positional[1]) throw new Error('unreachable');
      },
    };
    const said = await admin(['loud', `a${HOSTILE}\nb`], [...COMMANDS, loud]);
    expect(said.out).toBe('said: a\\x1b[2J\\x1b]0;pwn\\x07\\nb');
    const unknown = await admin([`no${HOSTILE}`]);
    expect(unknown.code).toBe(2);
    expect(unknown.out).toContain('Unknown command "no\\x1b[2J');
    const bad = await admin(['maintenance', 'on', '--end', `soon${HOSTILE}`]);
    expect(bad.code).toBe(2);
    expect(bad.out).toContain('soon\\x1b[2J\\x1b]0;pwn\\x07');
    // The help keeps its own layout: one line per print.
    expect((await admin(['--help'])).out).toContain('Commands:\n  ');
  });
});

describe('terminalSafe', () => {
  it('writes out C0, DEL, C1 and bidi controls and leaves printable text alone', () => {
    expect(terminalSafe('plain text: ünïcødé 中文 ✓')).toBe('plain text: ünïcødé 中文 ✓');
    expect(terminalSafe('\x1b\x07\x00\t\r\n\x7f\x80\x9f')).toBe('\\x1b\\x07\\x00\\t\\r\\n\\x7f\\x80\\x9f');
    expect(terminalSafe('\u202e\u2066\u2028\u200f')).toBe('\\u{202e}\\u{2066}\\u{2028}\\u{200f}');
  });
});
