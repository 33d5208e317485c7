import { field } from '../field-factories';

const carHelp = 'A nameplate key of the model catalogue, e.g. defender_110.';
const engineHelp = 'An engine key of the model catalogue, e.g. d300.';

/**
 * The catalogue keys a model block names (blocks.md §2.21: `car_key`, `engine_key`). Keys are
 * identifiers, not text: never translated. Unknown keys are refused on save (`catalogueRefs`).
 */
export const keyFields = {
  requiredCar: (label: string) => field.string('car_key', label, { required: true, max_length: 64, translatable: false, help: carHelp }),
  optionalCar: (label: string) => field.string('car_key', label, { max_length: 64, translatable: false, help: carHelp }),
  engine: (label: string) => field.string('engine_key', label, { max_length: 64, translatable: false, help: engineHelp }),
};
