import { describe, expect, it } from 'vitest';
import { readRentConfig } from '@/blocks/rent-a-car/config';
import { validatePageBlocks } from '@/blocks/validate-page-blocks';
import { demoForms } from '@/features/forms/demo-forms';
import { demoRentPage } from './demo-rent-page';

describe('the Rent a Car demo page', () => {
  const [rent] = validatePageBlocks(demoRentPage.blocks);
  const fields = rent!.content.fields;

  it('sends its inquiry to the demo rent form, whose hidden fields take every mapped value', () => {
    const form = demoForms.find((f) => f.name === fields.contact_form_id)!;
    const hidden = form.fields.filter((f) => 'box_type' in f && f.box_type === 'hidden').map((f) => f.name);
    expect(Object.keys(fields.form_hidden_field_mapping as object).filter((name) => !hidden.includes(name))).toEqual([]);
  });

  it('has a car at every location, some for addresses of the visitor’s own, one priced on request, and Sundays disabled', () => {
    const config = readRentConfig(fields);
    for (const location of config.locations)
      expect(
        config.vehicles.some((v) => v.locations.includes(location.name_key)),
        location.name_key,
      ).toBe(true);
    expect(config.settings.allow_custom_pickup).toBe(true);
    expect(config.vehicles.filter((v) => v.locations.includes('unofficial')).length).toBeGreaterThan(0);
    expect(config.vehicles.filter((v) => v.price.daily === null)).toHaveLength(1);
    expect(config.settings.datepicker_disabled_days).toEqual([0]);
  });
});
