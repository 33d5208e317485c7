import { describe, expect, it } from 'vitest';
import { optionBlockIds } from '@/blocks/dropdown-sections-select/sections';
import { readMapper } from '@/blocks/select-vehicle-to-update/mapper';
import { validatePageBlocks } from '@/blocks/validate-page-blocks';
import { demoRecalls, demoRecallVins } from '@/features/recalls/demo-recalls';
import { checkVehicleId } from '@/features/recalls/vin';
import { demoOwnerPages, ownerPagePaths } from './demo-owner-pages';
import { demoPages } from './demo-site';

const pageAt = (path: string) => demoOwnerPages.find((p) => p.path === path)!;

describe('owner tools demo pages', () => {
  it('are published on the demo site at their paths, and save', () => {
    for (const path of Object.values(ownerPagePaths)) {
      const page = demoPages.find((p) => p.path === path);
      expect(page?.status, path).toBe('published');
      expect(() => validatePageBlocks(page!.blocks), path).not.toThrow();
      expect(page!.blocks[0]!.content.fields.header_tag, path).toBe('h1');
    }
  });

  it('gives each system of the map update tool the one block after it, and every vehicle a system', () => {
    const blocks = pageAt(ownerPagePaths.mapUpdate).blocks;
    const tool = blocks[0]!.content;
    expect((tool.field_groups as { blocks_count: number }[]).map((g) => g.blocks_count)).toEqual([1, 1]);
    expect(blocks.slice(1, 3).map((b) => b.template_key)).toEqual(['snippet', 'snippet']);
    const mapper = readMapper(tool.fields.mapper)!;
    const answered = new Set(
      mapper.subblocks_groups.flatMap((g) => g.match_dropdowns.flatMap((m) => m.child_key.map((c) => `${m.parent_key}:${c}`))),
    );
    for (const dropdown of mapper.dropdowns)
      for (const year of dropdown.children) expect(answered.has(`${dropdown.key}:${year}`), `${dropdown.key} ${year}`).toBe(true);
  });

  it('points each pack option at sections that are on the page', () => {
    const blocks = pageAt(ownerPagePaths.mapUpdate).blocks;
    const ids = new Set(blocks.map((b) => b.content.fields.block_scroll_id).filter(Boolean));
    const select = blocks.find((b) => b.template_key === 'dropdown_sections_select')!;
    for (const option of select.content.field_groups as { option_blocks: string }[]) {
      for (const id of optionBlockIds(option.option_blocks)) expect(ids.has(id), id).toBe(true);
    }
  });

  it('offers VINs to try that the demo recall list answers as the page says', () => {
    const text = JSON.stringify(pageAt(ownerPagePaths.recallCheck).blocks);
    const listed = (vin: string) =>
      demoRecalls.filter((r) => r.vehicles.some((v) => v.vin === vin)).map((r) => r.vehicles.find((v) => v.vin === vin)!.remedied);
    expect(listed(demoRecallVins.affected)).toEqual([false]);
    expect(listed(demoRecallVins.twoCampaigns).sort()).toEqual([false, true]);
    expect(listed(demoRecallVins.remedied)).toEqual([true]);
    expect(listed(demoRecallVins.notAffected)).toEqual([]);
    for (const vin of Object.values(demoRecallVins)) {
      expect(text).toContain(vin);
      expect(checkVehicleId(vin)).toEqual({ ok: true, id: vin, kind: 'vin' });
    }
    for (const { vehicles } of demoRecalls) for (const { vin } of vehicles) expect(checkVehicleId(vin).ok, vin).toBe(true);
  });
});
