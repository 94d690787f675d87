import { describe, expect, it, vi } from 'vitest';
import { settle } from '@/components/settle-action';
import { fieldErrorsOf, report, type Toaster } from '@/components/use-action';

// useAction (src/components/use-action.ts): what every component's call to a server action does
// with the answer. The hook adds only the pending state around settle and report.

type Answer = { ok: true; data: { saved: number } } | { ok: false; code: string; error: string; fieldErrors?: Record<string, string[]>; details?: unknown };

function toaster() {
  return { success: vi.fn(), error: vi.fn() } satisfies Toaster;
}

describe('settle', () => {
  it('gives back what the action answered', async () => {
    const answer: Answer = { ok: false, code: 'rejected', error: 'No.' };
    await expect(settle(async () => answer, {})).resolves.toBe(answer);
  });

  it('turns a call that never answered into a failed answer with the given message', async () => {
    const answer = await settle<object, Answer>(() => Promise.reject(new TypeError('Failed to fetch')), {}, 'Failed to save');
    expect(answer).toEqual({ ok: false, code: 'failed', error: 'Failed to save' });
  });

  it('says something went wrong when no message is given, or answers what `failed` builds', async () => {
    await expect(settle<object, Answer>(() => Promise.reject(new Error('x')), {})).resolves.toMatchObject({ error: 'Something went wrong. Please try again.' });
    const own = { ok: false as const, reason: 'failed', message: 'Could not price delivery right now.' };
    await expect(settle(() => Promise.reject(new Error('x')), {}, () => own)).resolves.toBe(own);
  });
});

describe('report', () => {
  it('shows the success toast, as words or from the data', () => {
    const toast = toaster();
    report<Answer>({ ok: true, data: { saved: 2 } }, { success: 'Saved' }, toast);
    report<Answer>({ ok: true, data: { saved: 2 } }, { success: ({ data }) => ({ title: 'Saved', description: `${data.saved} rows` }) }, toast);
    expect(toast.success.mock.calls).toEqual([['Saved'], ['Saved', { description: '2 rows' }]]);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('titles a refusal toast and describes it with the server’s message', () => {
    const toast = toaster();
    report<Answer>({ ok: false, code: 'rejected', error: 'That code has ended.' }, { refused: 'Error', success: 'Saved' }, toast);
    expect(toast.error).toHaveBeenCalledWith('Error', { description: 'That code has ended.' });
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('puts the first message of each shown field at that field, the wrapper’s and an ActionError’s', () => {
    const setError = vi.fn();
    const refusal: Answer = { ok: false, code: 'invalid', error: 'Enter a name', fieldErrors: { name: ['Enter a name', 'Too short'], hidden: ['Not shown'] } };
    report<Answer>(refusal, { fieldErrors: { fields: ['name', 'email'], setError } });
    report<Answer>({ ok: false, code: 'rejected', error: 'Taken', details: { fieldErrors: { email: ['Taken'] } } }, { fieldErrors: { fields: ['name', 'email'], setError } });
    expect(setError.mock.calls).toEqual([
      ['name', { message: 'Enter a name' }],
      ['email', { message: 'Taken' }],
    ]);
  });

  it('shows nothing it was not asked to', () => {
    const toast = toaster();
    report<Answer>({ ok: false, code: 'failed', error: 'Failed' }, {}, toast);
    report<Answer>({ ok: true, data: { saved: 1 } }, {}, toast);
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });
});

it('fieldErrorsOf reads both places a refusal carries field errors', () => {
  expect(fieldErrorsOf({ fieldErrors: { a: ['A'] }, details: { fieldErrors: { b: ['B'] } } })).toEqual({ a: ['A'], b: ['B'] });
  expect(fieldErrorsOf(null)).toEqual({});
});
