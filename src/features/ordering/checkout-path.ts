/** The address of a car's checkout, at a step (the URL names the step shown, site.md §4). */
export function checkoutPath(vehicleId: number, step?: number): string {
  return `/showroom-order-online/vehicle/${vehicleId}${step === undefined ? '' : `?step=${step}`}`;
}
