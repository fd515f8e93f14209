import { defineCall } from '@app/contracts/define';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, createTestApp, type TestApp } from '../../test/helpers.ts';
import { PreparedAnswer, route } from './route.ts';

// Test-only calls for the route helper's prepared answers and reused inputs.
const page = z.object({ names: z.array(z.string()), total: z.number().int() });
const probe = (id: string, path: string) =>
  defineCall({
    id: `probeAnswers.${id}`,
    method: 'GET',
    path,
    auth: 'none',
    summary: 'route helper probe',
    request: z.object({ n: z.coerce.number().int().min(0).max(9).default(1), name: z.string().trim().optional() }),
    response: page,
  });
const calls = {
  prepared: probe('prepared', '/wps/probe-answers/prepared'),
  wrongJson: probe('wrongJson', '/wps/probe-answers/wrong-json'),
  noValue: probe('noValue', '/wps/probe-answers/no-value'),
  reused: probe('reused', '/wps/probe-answers/reused'),
};
const inputs: unknown[] = [];

function register(app: FastifyInstance): void {
  route(app, calls.prepared, async ({ input }) => {
    const value = { names: Array.from({ length: input.n }, (_, i) => `name ${i}`), total: input.n };
    return new PreparedAnswer(JSON.stringify(value), value);
  });
  route(app, calls.wrongJson, async () => new PreparedAnswer('{"names":[],"total":2}', { names: [], total: 1 }));
  route(app, calls.noValue, async () => new PreparedAnswer('{"names":[],"total":0}'));
  route(
    app,
    calls.reused,
    async ({ input }) => {
      inputs.push(input);
      return { names: input.name ? [input.name] : [], total: input.n };
    },
    { reuseInput: true },
  );
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { extend: register });
});
afterAll(() => t.close());

describe('route helper: prepared answers', () => {
  it('sends the prepared JSON in the envelope, as JSON', async () => {
    const { res, body } = await call(t.app, { method: 'GET', url: '/wps/probe-answers/prepared?n=3' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toBe('{"success":true,"value":{"names":["name 0","name 1","name 2"],"total":3}}');
    expect(body.value).toEqual({ names: ['name 0', 'name 1', 'name 2'], total: 3 });
  });

  it('refuses, outside production, a prepared JSON that differs from its value or has no value', async () => {
    for (const url of ['/wps/probe-answers/wrong-json', '/wps/probe-answers/no-value']) {
      const { res, body } = await call(t.app, { method: 'GET', url });
      expect(res.statusCode, url).toBe(500);
      expect(body.errorCode).toBe('unknown_error');
    }
  });
});

describe('route helper: reused inputs', () => {
  it('checks a query string once and hands the same frozen input to later requests', async () => {
    inputs.length = 0;
    for (let i = 0; i < 3; i++) {
      const { body } = await call(t.app, { method: 'GET', url: '/wps/probe-answers/reused?n=2&name=%20ann%20' });
      expect(body.value).toEqual({ names: ['ann'], total: 2 });
    }
    expect(inputs).toHaveLength(3);
    expect(inputs[1]).toBe(inputs[0]);
    expect(inputs[2]).toBe(inputs[0]);
    expect(Object.isFrozen(inputs[0])).toBe(true);
    const other = await call(t.app, { method: 'GET', url: '/wps/probe-answers/reused?n=3' });
    expect(other.body.value).toEqual({ names: [], total: 3 });
    expect(inputs[3]).not.toBe(inputs[0]);
  });

  it('refuses a bad query string every time, in the request language', async () => {
    for (let i = 0; i < 2; i++) {
      const { res, body } = await call(t.app, { method: 'GET', url: '/wps/probe-answers/reused?n=99', lang: 'TH' });
      expect(res.statusCode).toBe(400);
      expect(body.errorCode).toBe('request_param_err');
      expect(body.message).toMatch(/[\u0e00-\u0e7f]/);
    }
  });
});
