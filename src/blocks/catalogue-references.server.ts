import 'server-only';
import type { ValidatedBlocks } from '@/features/pages/page-editing.server';
import { getModelCatalogue } from '@/features/models/catalogue.server';
import type { ModelCatalogue } from '@/features/models/types';
import { AppError, type FieldError } from '@/lib/app-error';
import { getBlockDefinition } from './registry';
import type { CatalogueRef, StoredContent } from './types';
import { validatePageBlocks } from './validate-page-blocks';

const kindNames: Record<CatalogueRef['kind'], string> = { car: 'モデル', engine: 'エンジン' };

/**
 * The model-catalogue keys (`car_key`, `engine_key`) the blocks name that the catalogue does not have,
 * each at its field's pointer with a Japanese message (decision 0056). The catalogue is read only when
 * some block names a key.
 */
export async function catalogueReferenceErrors(blocks: readonly { template_key: string; content: StoredContent }[]): Promise<FieldError[]> {
  const refs = blocks.flatMap((block, i) => {
    const refsOf = getBlockDefinition(block.template_key)?.catalogueRefs;
    if (!refsOf) return [];
    return refsOf(block.content as never).map((ref) => ({ ...ref, pointer: ['blocks', i, 'content', ...ref.path].join('.') }));
  });
  if (refs.length === 0) return [];
  const known = knownKeys(await getModelCatalogue());
  return refs
    .filter((ref) => !known[ref.kind].has(ref.key))
    .map((ref) => ({ pointer: ref.pointer, detail: `${kindNames[ref.kind]}「${ref.key}」はモデルカタログにありません。` }));
}

function knownKeys(catalogue: ModelCatalogue): Record<CatalogueRef['kind'], Set<string>> {
  return { car: new Set(catalogue.nameplates.map((n) => n.key)), engine: new Set(catalogue.engines.map((e) => e.key)) };
}

/**
 * What every save that people or machines make goes through: the blocks against their templates
 * (`validatePageBlocks`), then the catalogue keys they name.
 */
export async function validatePageBlocksForSave(blocks: Parameters<typeof validatePageBlocks>[0]): Promise<ValidatedBlocks> {
  const validated = validatePageBlocks(blocks);
  const errors = await catalogueReferenceErrors(validated as unknown as { template_key: string; content: StoredContent }[]);
  if (errors.length) throw new AppError('VALIDATION_FAILED', 'Some blocks name models the catalogue does not have.', errors);
  return validated;
}
