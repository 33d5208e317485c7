import 'server-only';
import { loadFormBlockData, type FormBlockData } from '@/features/forms/form-block-data.server';
import { resolveImage } from '@/features/media/responsive-image.server';
import type { ResolvedImage } from '@/ui/picture';
import { readRentConfig, type RentConfig } from './config';

export interface RentACarData {
  config: RentConfig;
  /** The vehicles' pictures, in the order of `config.vehicles` (null: none given, or not found). */
  images: (ResolvedImage | null)[];
  form: FormBlockData;
}

/**
 * What the block needs beyond its fields: its JSON read (what does not fit left out), the cars'
 * pictures from the media library (standard sizes, named by the car), and the contact form.
 */
export async function loadRentACar(fields: {
  contact_form_id: string;
  translations: unknown;
  locations: unknown;
  vehicles: unknown;
  extras: unknown;
  additional_settings: unknown;
  form_hidden_field_mapping: unknown;
}): Promise<RentACarData> {
  const config = readRentConfig(fields);
  const [form, images] = await Promise.all([
    loadFormBlockData(fields.contact_form_id),
    Promise.all(
      config.vehicles.map((v) => (v.image_id ? resolveImage({ id: v.image_id, alt: v.display_name }, 'standard') : Promise.resolve(null))),
    ),
  ]);
  return { config, images, form };
}
