import { defenderFuels, defenderSizes, packOptions, type DefenderFuel, type DefenderPack, type DefenderSize } from './matching';

/**
 * The default content's 16 variant groups (every size × fuel × pack), in Japanese, with the demo
 * landscapes (features/media/demo-images.ts) under alt texts that say what is drawn. The packs'
 * contents are the accessory packs' own (decision 0062).
 */
const packs: Record<DefenderPack, { name: string; lead: string; items: string[]; image: { id: number; alt: string } }> = {
  adventurer: {
    name: 'アドベンチャーパック',
    lead: '山へ、海へ。アウトドアスポーツを思いきり楽しむための装備です。',
    items: [
      'インテグレーテッド エアコンプレッサー',
      'サイドマウント ギアキャリア',
      'シートバックパック',
      'ポータブルリンスシステム',
      'マッドフラップ',
    ],
    image: { id: 101300, alt: '夕日の山道を走るSUV（イラスト）' },
  },
  country: {
    name: 'カントリーパック',
    lead: '愛犬との外出や、ぬかるんだ道のための装備です。荷室を仕切り、汚れもその場で洗い流せます。',
    items: ['フルハイト ラゲッジパーティション', 'ポータブルリンスシステム', 'ホイールアーチ プロテクション', 'マッドフラップ'],
    image: { id: 101304, alt: '緑の丘陵を走る白いSUV（イラスト）' },
  },
  explorer: {
    name: 'エクスプローラーパック',
    lead: '未舗装路や長い旅のための装備です。荷物は屋根の上に、深い水たまりも安心して。',
    items: [
      'エクスペディション ルーフラック',
      'サイドマウント ギアキャリア',
      'レイズド エアインテーク',
      'マットブラック ボンネットデカール',
    ],
    image: { id: 101327, alt: '霧の林道を走るSUV（イラスト）' },
  },
  urban: {
    name: 'アーバンパック',
    lead: '街でこそ映える、洗練された装備です。',
    items: ['スペアホイールカバー', 'フロントアンダーシールド', 'ブライトメタル ペダル'],
    image: { id: 101302, alt: '澄んだ空の下、郊外の道を走るSUV（イラスト）' },
  },
};

const sizes: Record<DefenderSize, string> = { '90': 'ディフェンダー 90', '110': 'ディフェンダー 110' };
const fuels: Record<DefenderFuel, string> = { diesel: 'ディーゼル', petrol: 'ガソリン' };

function description(size: DefenderSize, fuel: DefenderFuel, pack: DefenderPack): string {
  const p = packs[pack];
  const items = p.items.map((item) => `<li>${item}</li>`).join('');
  return `<p>${sizes[size]}の${fuels[fuel]}モデルに、${p.name}を組み合わせた仕様です。${p.lead}</p><ul>${items}</ul>`;
}

export function defaultVariants(link: (size: DefenderSize, fuel: DefenderFuel) => string) {
  return defenderSizes.flatMap((size) =>
    defenderFuels.flatMap((fuel_type) =>
      packOptions.map((pack) => ({
        size,
        fuel_type,
        pack,
        image: packs[pack].image,
        description: description(size, fuel_type, pack),
        link: {
          type: 'internal' as const,
          url: link(size, fuel_type),
          target: '_self' as const,
          button_type: 'primary' as const,
          size: 'medium' as const,
        },
      })),
    ),
  );
}
