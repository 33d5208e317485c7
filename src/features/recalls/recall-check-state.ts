import type { RecallCheck } from './recall-status';

/**
 * What the VIN checker's form gets back when it was sent without JavaScript
 * (`checkRecallsAction`): the page renders again and the island starts from it. `vin` is what was
 * typed (at most `maxVehicleIdInput` characters), put back in the field; React escapes it like
 * any text, and it never enters an address.
 */
export type RecallCheckState =
  | { status: 'idle' }
  | { status: 'answered'; vin: string; check: RecallCheck }
  /** `error`: the Japanese message at the field. */
  | { status: 'invalid'; vin: string; error: string }
  /** Refused (another site, too many checks) or failed. */
  | { status: 'failed'; vin: string; rateLimited: boolean };

export const initialRecallCheckState: RecallCheckState = { status: 'idle' };
