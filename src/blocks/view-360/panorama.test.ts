import { describe, expect, it } from 'vitest';
import { degreesFromDash, positionForDrag, positionForKey, wrapPosition } from './panorama';

describe('interior panorama position', () => {
  it('wraps round within 0–100', () => {
    expect([wrapPosition(100), wrapPosition(-5), wrapPosition(205.5), wrapPosition(50)]).toEqual([0, 95, 5.5, 50]);
  });

  it('moves the picture with the pointer: dragging right shows what is further left', () => {
    expect(positionForDrag(50, 100, 1000)).toBe(40);
    expect(positionForDrag(50, -250, 1000)).toBe(75);
    expect(positionForDrag(5, 100, 1000)).toBe(95);
    expect(positionForDrag(30, 100, 0)).toBe(30);
  });

  it('turns with ←/→ (PageUp/PageDown a quarter), Home is the dashboard, other keys are the browser’s', () => {
    expect([positionForKey('ArrowRight', 50, 50), positionForKey('ArrowLeft', 2, 50)]).toEqual([55, 97]);
    expect([positionForKey('PageUp', 80, 50), positionForKey('PageDown', 10, 50)]).toEqual([5, 85]);
    expect(positionForKey('Home', 12, 30)).toBe(30);
    expect(positionForKey('End', 12, 30)).toBeNull();
    expect(positionForKey('ArrowUp', 12, 30)).toBeNull();
  });

  it('says how far the view is turned from the dashboard, the short way round', () => {
    expect(degreesFromDash(50, 50)).toBe(0);
    expect(degreesFromDash(55, 50)).toBe(18);
    expect(degreesFromDash(45, 50)).toBe(-18);
    expect(degreesFromDash(5, 90)).toBe(54);
    expect(degreesFromDash(95, 10)).toBe(-54);
    expect(degreesFromDash(0, 50)).toBe(-180);
  });
});
