import { describe, expect, it } from 'vitest';
import { decideDistance, dragIntent, flyOutOffset, releaseDecision } from '@/features/deck/drag-decision';

const width = 400;
const release = (x: number, y: number, vx = 0, vy = 0, rtl = false) => releaseDecision({ movement: [x, y], velocity: [vx, vy], width, rtl });

describe('drag to decision', () => {
  it('a far enough drag toward the heart likes, away from it nopes, up super likes', () => {
    expect(decideDistance(width)).toBe(120);
    expect(release(130, 10)).toBe('like');
    expect(release(-130, 10)).toBe('nope');
    expect(release(10, -130)).toBe('superlike');
  });

  it('a short slow drag springs back, and down decides nothing', () => {
    expect(release(60, 0)).toBeNull();
    expect(release(0, -60)).toBeNull();
    expect(release(0, 200, 0, 2)).toBeNull();
  });

  it('a fast flick decides with less distance, but not a tiny twitch', () => {
    expect(release(50, 0, 0.9)).toBe('like');
    expect(release(-50, 0, 0.9)).toBe('nope');
    expect(release(0, -50, 0, 0.9)).toBe('superlike');
    expect(release(20, 0, 2)).toBeNull();
  });

  it('mirrors in Arabic: like is still toward the heart, now on the left', () => {
    expect(release(-130, 0, 0, 0, true)).toBe('like');
    expect(release(130, 0, 0, 0, true)).toBe('nope');
    expect(release(0, -130, 0, 0, true)).toBe('superlike');
    expect(flyOutOffset('like', true).x).toBeLessThan(0);
    expect(flyOutOffset('like', false).x).toBeGreaterThan(0);
    expect(flyOutOffset('nope', false).x).toBeLessThan(0);
    expect(flyOutOffset('superlike', false).y).toBeLessThan(0);
  });

  it('the stamp follows the drag and grows with it', () => {
    expect(dragIntent({ movement: [0, 0], width, rtl: false })).toEqual({ decision: null, strength: 0 });
    expect(dragIntent({ movement: [60, 0], width, rtl: false })).toEqual({ decision: 'like', strength: 0.5 });
    expect(dragIntent({ movement: [-240, 0], width, rtl: false })).toEqual({ decision: 'nope', strength: 1 });
    expect(dragIntent({ movement: [60, 0], width, rtl: true }).decision).toBe('nope');
    expect(dragIntent({ movement: [10, -60], width, rtl: false }).decision).toBe('superlike');
  });

  it('a narrow card needs less distance, never under 60 px', () => {
    expect(decideDistance(300)).toBe(90);
    expect(decideDistance(100)).toBe(60);
  });
});
