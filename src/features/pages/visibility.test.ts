import { describe, expect, it } from 'vitest';
import { isLive } from './visibility';

const now = new Date('2026-11-21T00:00:00Z');
const hour = 3_600_000;

describe('isLive', () => {
  it('needs the published status', () => {
    expect(isLive({ status: 'published', publishAt: null, unpublishAt: null }, now)).toBe(true);
    expect(isLive({ status: 'draft', publishAt: null, unpublishAt: null }, now)).toBe(false);
    expect(isLive({ status: 'disabled', publishAt: null, unpublishAt: null }, now)).toBe(false);
  });

  it('respects the scheduled window', () => {
    const later = new Date(now.getTime() + hour);
    const earlier = new Date(now.getTime() - hour);
    expect(isLive({ status: 'published', publishAt: later, unpublishAt: null }, now)).toBe(false);
    expect(isLive({ status: 'published', publishAt: earlier, unpublishAt: later }, now)).toBe(true);
    expect(isLive({ status: 'published', publishAt: earlier, unpublishAt: earlier }, now)).toBe(false);
  });
});
