/**
 * Saved vehicles live in the visitor's browser (site.md §3): a list of { id, list } under one
 * localStorage key. Storage failures are logged only.
 */
const savedVehiclesKey = 'sl_saved_vehicles';
const changeEvent = 'savedvehicleschange';

export interface SavedVehicle {
  id: number;
  list: string;
}

export function parseSaved(raw: string | null): SavedVehicle[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (v): v is SavedVehicle => Boolean(v) && Number.isInteger((v as SavedVehicle).id) && typeof (v as SavedVehicle).list === 'string',
    );
  } catch {
    return [];
  }
}

export function readSaved(): SavedVehicle[] {
  try {
    return parseSaved(window.localStorage.getItem(savedVehiclesKey));
  } catch {
    return [];
  }
}

export function writeSaved(list: SavedVehicle[]): void {
  try {
    window.localStorage.setItem(savedVehiclesKey, JSON.stringify(list));
  } catch (error) {
    console.warn('could not store saved vehicles', error);
  }
  window.dispatchEvent(new Event(changeEvent));
}

export function toggleSaved(list: SavedVehicle[], vehicle: SavedVehicle): SavedVehicle[] {
  return list.some((v) => v.id === vehicle.id) ? list.filter((v) => v.id !== vehicle.id) : [...list, vehicle];
}

/** Drops saved entries whose vehicle no longer exists (its fetch answered 404). */
export function withoutGone(list: SavedVehicle[], goneIds: number[]): SavedVehicle[] {
  return list.filter((v) => !goneIds.includes(v.id));
}

export function subscribeSaved(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === savedVehiclesKey) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(changeEvent, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(changeEvent, onChange);
  };
}
