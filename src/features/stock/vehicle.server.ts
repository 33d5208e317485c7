import 'server-only';

/** Public API of the vehicle page and the single-vehicle APIs (server). */
export { getVehiclePage, loadVehicleMetadata, loadVehiclePage, similarVehicles, type VehiclePageData } from './vehicle/vehicle-page.server';
export { shownPriceYen } from './vehicle/vehicle-resource';
export { listedVehicle, vehicleByConfigUrl } from './vehicle/listed-vehicle.server';
export { VehicleDetail } from './vehicle/components/vehicle-detail';
