import type { VehicleIdKind } from './vin';

/** A campaign as the visitor's answer names it. */
export interface RecalledCampaign {
  code: string;
  title: string;
  description: string;
  remedy: string;
  /** YYYY-MM-DD. */
  starts_on: string;
  /** This vehicle's repair for it is done. */
  remedied: boolean;
}

/**
 * `affected`: at least one campaign still needs the vehicle at the service centre; `remedied`:
 * every campaign it was in is repaired; `not_affected`: it is in none.
 */
export type RecallStatus = 'affected' | 'remedied' | 'not_affected';

/** The answer of POST /api/recalls/check (and what the island shows). */
export interface RecallCheck {
  vehicle_id: string;
  kind: VehicleIdKind;
  status: RecallStatus;
  campaigns: RecalledCampaign[];
}

export function recallStatus(campaigns: Pick<RecalledCampaign, 'remedied'>[]): RecallStatus {
  if (!campaigns.length) return 'not_affected';
  return campaigns.some((c) => !c.remedied) ? 'affected' : 'remedied';
}

/** '2026-10-23' → '2026年10月23日' (japan.md), the same on the server and in the browser. */
export function formatRecallDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[1]}年${Number(match[2])}月${Number(match[3])}日` : day;
}
