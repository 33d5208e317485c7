/** Public API of vehicle paths (client-safe): the proxy reads the vehicle id from a slug. */
export { vehicleIdFromSlug } from './vehicle/slug';
export { vehiclePath } from './vehicle/slug';
export { slugSource } from './vehicle/vehicle-resource';
