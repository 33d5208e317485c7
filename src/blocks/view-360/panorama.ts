/**
 * The interior 360's pan position (decision 0059): the point of the panorama at the centre of the
 * view, in percent of its width from its left edge (0–100, wrapping round: a 360° panorama's edges
 * meet behind the seats). The dashboard position is where the view starts and where RESET TO DASH
 * returns.
 */
export const panoramaLimits = { defaultDash: 50, keyStep: 5, pageStep: 25 } as const;

export function wrapPosition(position: number): number {
  const wrapped = ((position % 100) + 100) % 100;
  return Math.round(wrapped * 100) / 100;
}

/** Dragging moves the picture with the pointer: right shows what is further left. */
export function positionForDrag(start: number, dx: number, panoramaWidth: number): number {
  if (panoramaWidth <= 0) return wrapPosition(start);
  return wrapPosition(start - (dx / panoramaWidth) * 100);
}

/** Where a key turns the view; Home is the dashboard; null for keys the browser keeps. */
export function positionForKey(key: string, position: number, dash: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return wrapPosition(position + panoramaLimits.keyStep);
    case 'ArrowLeft':
      return wrapPosition(position - panoramaLimits.keyStep);
    case 'PageUp':
      return wrapPosition(position + panoramaLimits.pageStep);
    case 'PageDown':
      return wrapPosition(position - panoramaLimits.pageStep);
    case 'Home':
      return wrapPosition(dash);
    default:
      return null;
  }
}

/** Degrees the view is turned from the dashboard, −180…180 (negative: to the left). */
export function degreesFromDash(position: number, dash: number): number {
  const turned = Math.round(((position - dash) * 360) / 100);
  return ((((turned + 180) % 360) + 360) % 360) - 180;
}
