import { overseasFilterDefaults } from '@/features/stock/dealer-mode';
import { defineBlock } from '../types';
import { loadStockLocator } from './load.server';
import { filterToggles, stockLocatorOverseasTemplate, stockLocatorTemplate } from './template';
import { StockLocatorView } from './view';

export const stockLocator = defineBlock({
  template: stockLocatorTemplate,
  dynamic: true,
  // The budget search's rate is the site's loan setting (finance.loan_example), shared with the cards.
  retiredFields: ['reverse_calculator_apr'],
  defaultContent: {
    fields: { ci_key_list: 'jp-main', vehicles_headline: '在庫車を探す', ...filterToggles },
    field_groups: [],
  },
  load: ({ fields }, context) => loadStockLocator(fields, context, 'default'),
  Component: ({ fields, data, context }) => <StockLocatorView fields={fields} data={data} context={context} />,
});

/** The overseas version: its own filter defaults; requires a listing whose market is `overseas`. */
export const stockLocatorOverseas = defineBlock({
  template: stockLocatorOverseasTemplate,
  dynamic: true,
  // The budget search's rate is the site's loan setting (finance.loan_example), shared with the cards.
  retiredFields: ['reverse_calculator_apr'],
  defaultContent: {
    fields: { ci_key_list: 'overseas', vehicles_headline: 'Stock', ...overseasFilterDefaults },
    field_groups: [],
  },
  load: ({ fields }, context) => loadStockLocator(fields, context, 'overseas'),
  Component: ({ fields, data, context }) => <StockLocatorView fields={fields} data={data} context={context} />,
});
