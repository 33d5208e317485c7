import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';
import { defaultFinanceProduct, financeProducts } from './products';

/** blocks.md §2.3: the two layouts of the calculator (decision 0063). */
export const calculatorStyles = ['default', 'mena'] as const;
export type CalculatorStyle = (typeof calculatorStyles)[number];

export const maxFinanceProducts = 10;

/** blocks.md §2.3 and §4 (decision 0063): vehicles from the model catalogue, finance products as groups. */
export const financeCalculatorTemplate = defineTemplate({
  key: 'finance_calculator',
  name: 'Finance calculator',
  description:
    'A loan calculator: the visitor chooses a vehicle of the model catalogue (model, model year, body style, engine, grade), a finance product and its options, and gets a payment example with every item the Installment Sales Act asks for.',
  short_description: 'Monthly payment example for a vehicle',
  group: 'Tools',
  list_priority: 70,
  thumbnail_url: '/block-thumbnails/finance_calculator.svg',
  max_field_groups: maxFinanceProducts,
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 160 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'l'),
    field.text('paragraph', 'Paragraph', { max_length: 600 }),
    field.paragraphSize('paragraph_size', 'm'),
    field.string('nameplate_key_filter', 'Models offered (comma-separated nameplate keys; empty: every model of the catalogue)', {
      max_length: 500,
      translatable: false,
      help: 'Nameplate keys of the model catalogue in the order offered, e.g. defender_110, discovery, range_rover.',
    }),
    field.select('calculator_style', 'Calculator style', calculatorStyles, 'default', {
      help: 'default: step by step (vehicle, plan, options, then the payment example). mena: everything on one screen, the example updating as the visitor changes a choice.',
    }),
    field.bool('hide_free_items', 'Hide the services a plan includes free of charge (included_items of its output configuration)', false),
    field.jsonMap('models_info', 'Models info', {
      help: '{ "defender_110": { "label": "name shown for the model", "note": "a line shown with it, e.g. a campaign" } }. Keys must be models offered.',
    }),
    field.text('disclaimers', 'Disclaimers (below the calculator; one paragraph per line)', { max_length: 3000 }),
    ...layoutFields(),
  ],
  field_groups_template: [
    field.select('finance_product', 'Finance product (decides bonus payments and a final balloon)', financeProducts, defaultFinanceProduct),
    field.string('name', 'Name (e.g. 残価設定ローン)', { required: true, max_length: 60 }),
    field.text('description', 'Description', { max_length: 600 }),
    field.link('link', 'More information link'),
    field.link('main_button', 'Main button (with the payment example, e.g. a quote request)'),
    field.links('additional_buttons', 'Additional buttons', 2),
    field.jsonMap('input_configuration', 'Input configuration', {
      help: '{ "down_payment": { "label", "min", "max", "default", "interval", "unit": "%" | "円" }, "duration": { "min", "max", "default", "interval", "unit": "years" | "months" }, "interest_rate": { "default" } or { "min", "max", "default", "interval" } (empty: the site’s loan setting), "bonus_payment": { "min", "max", "default", "interval" } (bonus products), "residual_value": { "48": 40, … } (% by months, balloon products), "deposit_contribution": { "amount", "label" } }. Empty: down payment 20–50 % step 5 (20), 4–7 years (4).',
    }),
    field.jsonMap('output_configuration', 'Output configuration', {
      help: '{ "hidden": ["cash_deposit", "created_at"] (the other items are required by the Installment Sales Act), "labels": { "on_the_road_price": "…" }, "included_items": ["メンテナンスパック（3年間）"] }.',
    }),
    field.text('disclaimer', 'Disclaimer (with this plan’s payment example)', { max_length: 2000 }),
  ],
});
