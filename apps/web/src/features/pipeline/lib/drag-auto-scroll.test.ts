import { describe, expect, it } from 'vitest';
import { AUTO_SCROLL_EDGE_PX, AUTO_SCROLL_MAX_STEP_PX, edgeScrollStep } from './drag-auto-scroll';

describe('edgeScrollStep', () => {
  it('does not scroll with the pointer in the middle of the box or outside it', () => {
    expect(edgeScrollStep(500, 0, 1000)).toBe(0);
    expect(edgeScrollStep(-5, 0, 1000)).toBe(0);
    expect(edgeScrollStep(1005, 0, 1000)).toBe(0);
  });

  it('scrolls back near the start edge and on near the end edge, fastest on the edge itself', () => {
    expect(edgeScrollStep(200, 200, 1000)).toBe(-AUTO_SCROLL_MAX_STEP_PX);
    expect(edgeScrollStep(1000, 200, 1000)).toBe(AUTO_SCROLL_MAX_STEP_PX);
    const near = edgeScrollStep(1000 - 5, 200, 1000);
    const farther = edgeScrollStep(1000 - AUTO_SCROLL_EDGE_PX + 5, 200, 1000);
    expect(near).toBeGreaterThan(farther);
    expect(farther).toBeGreaterThan(0);
    expect(edgeScrollStep(1000 - AUTO_SCROLL_EDGE_PX - 1, 200, 1000)).toBe(0);
  });

  it('keeps the edge zones to a third of a small box each, so its middle never scrolls', () => {
    expect(edgeScrollStep(50, 0, 90)).toBe(0);
    expect(edgeScrollStep(10, 0, 90)).toBeLessThan(0);
  });
});
