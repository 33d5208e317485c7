/**
 * The 47 prefectures (the spec's `state`) in JIS order, north to south, with the region (地方) each
 * belongs to — small enough for the browser, where the list is grouped and filtered.
 */
export const regions = [
  { key: 'hokkaido', name: '北海道', prefectures: ['北海道'] },
  { key: 'tohoku', name: '東北', prefectures: ['青森県', '岩手県', '宮城県', '秋田県', '山形県', '福島県'] },
  { key: 'kanto', name: '関東', prefectures: ['茨城県', '栃木県', '群馬県', '埼玉県', '千葉県', '東京都', '神奈川県'] },
  {
    key: 'chubu',
    name: '中部',
    prefectures: ['新潟県', '富山県', '石川県', '福井県', '山梨県', '長野県', '岐阜県', '静岡県', '愛知県'],
  },
  { key: 'kinki', name: '近畿', prefectures: ['三重県', '滋賀県', '京都府', '大阪府', '兵庫県', '奈良県', '和歌山県'] },
  { key: 'chugoku', name: '中国', prefectures: ['鳥取県', '島根県', '岡山県', '広島県', '山口県'] },
  { key: 'shikoku', name: '四国', prefectures: ['徳島県', '香川県', '愛媛県', '高知県'] },
  {
    key: 'kyushu',
    name: '九州・沖縄',
    prefectures: ['福岡県', '佐賀県', '長崎県', '熊本県', '大分県', '宮崎県', '鹿児島県', '沖縄県'],
  },
] as const;

export type RegionKey = (typeof regions)[number]['key'];

export const prefectureNames: readonly string[] = regions.flatMap((r) => r.prefectures);

/** JIS order of a prefecture (0 = 北海道 … 46 = 沖縄県); unknown names sort last. */
export function prefectureOrder(name: string): number {
  const index = prefectureNames.indexOf(name);
  return index === -1 ? prefectureNames.length : index;
}

export function regionOf(prefecture: string): RegionKey | null {
  return regions.find((r) => (r.prefectures as readonly string[]).includes(prefecture))?.key ?? null;
}

/** 東京都 → 東京, 大阪府 → 大阪, 神奈川県 → 神奈川; 北海道 stays whole. */
const shortName = (name: string) => (name === '北海道' ? name : name.replace(/[都府県]$/, ''));

/**
 * The prefecture a visitor typed: its full name, or its name without 都・府・県 (「東京」, 「京都」,
 * 「大阪」). Null for anything else, including a part of a name (「奈」).
 */
export function matchPrefecture(typed: string): string | null {
  const text = typed.normalize('NFKC').replace(/\s/g, '');
  if (!text) return null;
  return prefectureNames.find((name) => name === text || shortName(name) === text) ?? null;
}

/** The prefecture an address starts with (「東京都港区…」 → 東京都), or null. */
export function prefectureOfAddress(address: string): string | null {
  const text = address
    .normalize('NFKC')
    .replace(/^〒?\s*\d{3}-?\d{4}\s*/, '')
    .trim();
  return prefectureNames.find((name) => text.startsWith(name)) ?? null;
}
