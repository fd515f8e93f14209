import type { CallDef } from '@app/contracts/define';

/**
 * A stand-in for the server in component tests: mock the api client's callApi with
 * {@link fakeCallApi}, then answer calls by id. Every call is recorded with its input.
 */
export const fakeServer = {
  calls: [] as { id: string; input: Record<string, unknown> }[],
  answer: (_id: string, _input: Record<string, unknown>): unknown => undefined,
  reset(answer: (id: string, input: Record<string, unknown>) => unknown) {
    fakeServer.calls.length = 0;
    fakeServer.answer = answer;
  },
};

export async function fakeCallApi(call: CallDef, input: Record<string, unknown>): Promise<unknown> {
  fakeServer.calls.push({ id: call.id, input });
  return fakeServer.answer(call.id, input);
}
