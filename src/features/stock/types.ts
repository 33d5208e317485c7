import type { VehicleRow } from '@/db/schema';

/** A vehicle row with its details (vehicle_details.data): what searches return and pages render. */
export type VehicleWithData = VehicleRow & { data: Record<string, unknown> };
