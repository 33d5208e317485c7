import 'server-only';

/** Public API of the vehicle page and the single-vehicle APIs (server). */
export { getVehiclePage, loadVehicleMetadata, loadVehiclePage } from './vehicle/vehicle-page.server';
export { listedVehicle, vehicleByConfigUrl } from './vehicle/listed-vehicle.server';
export { VehicleDetail } from './vehicle/components/vehicle-detail';
