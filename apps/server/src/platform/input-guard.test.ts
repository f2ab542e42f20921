import { describe, expect, it } from 'vitest';
import { inputProblem, MAX_INPUT_DEPTH } from './input-guard';

describe('inputProblem', () => {
  it('names the field of a NUL character', () => {
    expect(inputProblem({ a: { b: 'x\u0000y' } })).toEqual({ kind: 'nul', path: 'a.b' });
  });

  it('names the field of a lone surrogate, high or low, and lets a real pair through', () => {
    expect(inputProblem({ reason: '\ud800' })).toEqual({ kind: 'unicode', path: 'reason' });
    expect(inputProblem({ reason: 'a\udc00b' })).toEqual({ kind: 'unicode', path: 'reason' });
    expect(inputProblem({ reason: 'ok 😀 ok' })).toBeUndefined();
  });

  it('refuses nesting deeper than the limit', () => {
    let value: unknown = 'leaf';
    for (let i = 0; i <= MAX_INPUT_DEPTH; i += 1) value = { value };
    expect(inputProblem(value)).toEqual({ kind: 'depth' });
  });
});
