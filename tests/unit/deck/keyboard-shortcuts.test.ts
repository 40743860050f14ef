import { describe, expect, it } from 'vitest';
import { isTypingTarget, readShortcutsEnabled, shortcutDecision, SHORTCUTS_STORAGE_KEY, writeShortcutsEnabled } from '@/features/deck/keyboard-shortcuts';
import { boostViewOf } from '@/features/deck/boost-state';

describe('keyboard shortcuts', () => {
  it('arrows and letters map to decisions; arrows mirror in Arabic', () => {
    expect(shortcutDecision({ key: 'ArrowRight' }, false)).toBe('like');
    expect(shortcutDecision({ key: 'ArrowLeft' }, false)).toBe('nope');
    expect(shortcutDecision({ key: 'ArrowUp' }, false)).toBe('superlike');
    expect(shortcutDecision({ key: 'ArrowRight' }, true)).toBe('nope');
    expect(shortcutDecision({ key: 'ArrowLeft' }, true)).toBe('like');
    expect(shortcutDecision({ key: 'L' }, false)).toBe('like');
    expect(shortcutDecision({ key: 'n' }, true)).toBe('nope');
    expect(shortcutDecision({ key: 's' }, false)).toBe('superlike');
    // An Arabic layout types another letter on the same physical key.
    expect(shortcutDecision({ key: 'م', code: 'KeyL' }, true)).toBe('like');
  });

  it('ignores other keys and modified presses (copy, browser shortcuts)', () => {
    expect(shortcutDecision({ key: 'ArrowDown' }, false)).toBeNull();
    expect(shortcutDecision({ key: 'x', code: 'KeyX' }, false)).toBeNull();
    expect(shortcutDecision({ key: 'l', ctrlKey: true }, false)).toBeNull();
    expect(shortcutDecision({ key: 's', metaKey: true }, false)).toBeNull();
  });

  it('is on by default and remembers being turned off', () => {
    localStorage.removeItem(SHORTCUTS_STORAGE_KEY);
    expect(readShortcutsEnabled(localStorage)).toBe(true);
    writeShortcutsEnabled(localStorage, false);
    expect(readShortcutsEnabled(localStorage)).toBe(false);
    writeShortcutsEnabled(localStorage, true);
    expect(readShortcutsEnabled(localStorage)).toBe(true);
  });

  it('keys typed in a field or a dialog are not shortcuts', () => {
    const input = document.createElement('input');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const inside = document.createElement('button');
    dialog.append(inside);
    expect(isTypingTarget(input)).toBe(true);
    expect(isTypingTarget(inside)).toBe(true);
    expect(isTypingTarget(document.body)).toBe(false);
  });
});

describe('boost view', () => {
  it('follows webcheckboost: active, use, buy, or an error without a popup', () => {
    expect(boostViewOf({ status: 'true', boost_count: '1' })).toEqual({ kind: 'active', count: '1' });
    expect(boostViewOf({ status: 'false', boost_count: '2' })).toEqual({ kind: 'use', count: '2' });
    expect(boostViewOf({ status: 'false', boost_count: '0' })).toEqual({ kind: 'buy' });
    expect(boostViewOf({ status: 'maybe', boost_count: '0' })).toEqual({ kind: 'error' });
    expect(boostViewOf(undefined)).toEqual({ kind: 'error' });
  });
});
