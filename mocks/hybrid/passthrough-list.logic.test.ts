import { describe, expect, it } from 'vitest';
import { answererOf, describePassthrough, parsePassthroughList, PassthroughListError, type KnownCall } from './passthrough-list';

const known: KnownCall[] = [
  { name: 'webemaillogin', auth: 'public' },
  { name: 'webphonelogin', auth: 'public' },
  { name: 'checklicense', auth: 'public' },
  { name: 'admindatas', auth: 'public' },
  { name: 'webprofile', auth: 'token' },
  { name: 'webgetpeople', auth: 'token' },
];
const real = (text: string | undefined) => [...parsePassthroughList(text, known).real].sort();

describe('the passthrough list', () => {
  it('is empty unset, empty or only commas and spaces: the fake backend answers everything', () => {
    expect(real(undefined)).toEqual([]);
    expect(real('')).toEqual([]);
    expect(real(' , ,')).toEqual([]);
  });

  it('takes the named calls, spaces ignored', () => {
    expect(real('checklicense, admindatas')).toEqual(['admindatas', 'checklicense']);
  });

  it("takes every call for '*', and '-name' leaves one out", () => {
    expect(real('*')).toEqual(known.map((call) => call.name).sort());
    expect(real('*,-admindatas, -checklicense')).toEqual(['webemaillogin', 'webgetpeople', 'webphonelogin', 'webprofile']);
  });

  it('reads in order: a name removed, then named again, is on the list', () => {
    expect(real('*,-admindatas,admindatas')).toContain('admindatas');
    expect(real('admindatas,-admindatas')).toEqual([]);
  });

  it('brings the session calls with any call that needs a token, and says so', () => {
    const list = parsePassthroughList('webprofile,webgetpeople', known);
    expect([...list.real].sort()).toEqual(['webemaillogin', 'webgetpeople', 'webphonelogin', 'webprofile']);
    expect(list.addedForSession).toEqual(['webemaillogin', 'webphonelogin']);
    expect(describePassthrough(list)).toEqual(['webemaillogin (for the session)', 'webgetpeople', 'webphonelogin (for the session)', 'webprofile']);
  });

  it('adds no session call for public calls only, nor one the list removed or named itself', () => {
    expect(parsePassthroughList('checklicense', known).addedForSession).toEqual([]);
    const removed = parsePassthroughList('*,-webemaillogin', known);
    expect(removed.real.has('webemaillogin')).toBe(false);
    expect(removed.addedForSession).toEqual([]);
    const named = parsePassthroughList('webprofile,-webphonelogin', known);
    expect([...named.real].sort()).toEqual(['webemaillogin', 'webprofile']);
    expect(named.addedForSession).toEqual(['webemaillogin']);
  });

  it('refuses a call the contract does not declare, naming every one (exact case)', () => {
    expect(() => parsePassthroughList('webprofil', known)).toThrow(PassthroughListError);
    expect(() => parsePassthroughList('webprofil,-WEBGETPEOPLE,admindatas', known)).toThrow(/Unknown calls in the passthrough list: webprofil, WEBGETPEOPLE \(/);
  });

  it("refuses '-*'", () => {
    expect(() => parsePassthroughList('*,-*', known)).toThrow("'-*' removes every call");
  });
});

describe('who answers a call', () => {
  it('is the real server for a call on the list and the fake backend for any other', () => {
    const list = parsePassthroughList('webprofile', known);
    expect(answererOf('webprofile', list)).toBe('real');
    expect(answererOf('webemaillogin', list)).toBe('real');
    expect(answererOf('webgetpeople', list)).toBe('fake');
    expect(answererOf('WEBPROFILE', list)).toBe('fake');
    expect(answererOf('nosuchcall', list)).toBe('fake');
    expect(answererOf('webprofile', parsePassthroughList('', known))).toBe('fake');
  });
});
