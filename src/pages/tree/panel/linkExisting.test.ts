import { describe, expect, it } from 'vitest';
import { LinkError, linkCalls } from './linkExisting';

describe('linkCalls', () => {
  it('links a parent or a child with one parenthood each way round', () => {
    expect(linkCalls('parent', 'me', 'dad', [])).toEqual([{ path: 'parenthood/', body: { parent_ids: ['dad'], child_ids: ['me'] } }]);
    expect(linkCalls('child', 'me', 'kid', [])).toEqual([{ path: 'parenthood/', body: { parent_ids: ['me'], child_ids: ['kid'] } }]);
  });

  it('links a spouse with a couple', () => {
    expect(linkCalls('spouse', 'me', 'wife', [])).toEqual([{ path: 'couple/', body: { person1_id: 'me', person2_id: 'wife' } }]);
  });

  it('makes a sibling a child of the same parents, and refuses without parents', () => {
    expect(linkCalls('sibling', 'me', 'sis', ['mum', 'dad'])).toEqual([{ path: 'parenthood/', body: { parent_ids: ['mum', 'dad'], child_ids: ['sis'] } }]);
    expect(() => linkCalls('sibling', 'me', 'sis', [])).toThrow(LinkError);
    expect(() => linkCalls('sibling', 'me', 'mum', ['mum'])).toThrow(/parent here/);
  });

  it('refuses to link a person to themself', () => {
    expect(() => linkCalls('spouse', 'me', 'me', [])).toThrow(LinkError);
  });
});
