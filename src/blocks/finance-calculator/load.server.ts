import 'server-only';
import { getModelCatalogue } from '@/features/models/catalogue.server';
import { getSetting } from '@/features/settings/settings.server';
import { logger } from '@/lib/logger.server';
import type { LoadContext } from '../types';
import { catalogueVehicles, parseNameplateFilter, readModelsInfo, type CatalogueVehicles } from './catalogue-vehicles';

export interface FinanceCalculatorData extends CatalogueVehicles {
  /** 実質年率 of the site's loan setting (`finance.loan_example`): the rate of a plan that does not set its own. */
  siteApr: number;
}

/**
 * The calculator's vehicles from the cached model catalogue (decision 0056) and the site's loan
 * assumptions, read on the server: the island gets plain records and computes every example itself.
 */
export async function loadFinanceCalculator(
  fields: { nameplate_key_filter?: string; models_info: unknown },
  context: LoadContext,
): Promise<FinanceCalculatorData> {
  const [catalogue, loan] = await Promise.all([getModelCatalogue(), getSetting('finance.loan_example')]);
  const result = catalogueVehicles(catalogue, parseNameplateFilter(fields.nameplate_key_filter), readModelsInfo(fields.models_info));
  if (result.unknownKeys.length) {
    logger.warn(
      { blockId: context.blockId, pagePath: context.pagePath, problem: { kind: 'unknown_car', cars: result.unknownKeys } },
      'model block names what the model catalogue does not have',
    );
  }
  return { ...result, siteApr: loan.apr };
}
