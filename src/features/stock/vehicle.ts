/** Public API of vehicle paths (client-safe): the proxy reads the vehicle id from a slug. */
export { vehicleIdFromSlug } from './vehicle/slug';
