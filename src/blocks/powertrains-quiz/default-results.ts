/**
 * The default content's six results (every powertrain × owner) in Japanese, with the demo landscapes
 * (features/media/demo-images.ts) under alt texts that say what is drawn. Figures that depend on the
 * model or the year are said to, and the disclaimers give the WLTC conditions.
 */
const fuelDisclaimer =
  '燃料消費率はWLTCモードによる値です。定められた試験条件での値であり、お客様の使用環境（気象、渋滞等）や運転方法（急発進、エアコン使用等）に応じて異なります。';
const phevDisclaimer =
  'EV走行距離（充電電力使用時走行距離）はWLTCモードによる値です。実際の走行距離は、気温、エアコンの使用状況、運転方法、充電状況などにより異なります。補助金・税制優遇の内容と対象は年度により変わります。詳しくは販売店にお問い合わせください。';

const privateLink = {
  type: 'internal' as const,
  url: '/models',
  target: '_self' as const,
  button_type: 'primary' as const,
  size: 'medium' as const,
};
const businessLink = {
  type: 'internal' as const,
  url: '/test-drive',
  target: '_self' as const,
  button_type: 'primary' as const,
  size: 'medium' as const,
};
const title = 'あなたにおすすめのパワートレイン';

export const defaultResults = [
  {
    powertrain: 'phev' as const,
    owner: 'private' as const,
    image: { id: 101302, alt: '澄んだ空の下、郊外の道を走るSUV（イラスト）' },
    title,
    name: 'プラグインハイブリッド（PHEV）',
    description: '毎日の通勤や買い物は、電気だけで静かに。遠出の日はエンジンが加わり、航続距離を気にせずに走れます。',
    button: 'PHEVモデルを見る',
    link: privateLink,
    benefits: [
      'ふだんの移動の多くを電気だけで走行',
      '夜間に自宅で充電すれば、燃料代を抑えられる',
      '国のCEV補助金の対象となる場合があります（年度・車種により異なります）',
    ].join('\n'),
    disclaimer: phevDisclaimer,
  },
  {
    powertrain: 'phev' as const,
    owner: 'business' as const,
    image: { id: 101302, alt: '澄んだ空の下、郊外の道を走るSUV（イラスト）' },
    title,
    name: 'プラグインハイブリッド（PHEV）',
    description: '市街地の移動は電気だけで。社用車の燃料費とCO₂排出を抑えながら、長距離の出張にも対応します。',
    button: '法人のお客様の商談を予約する',
    link: businessLink,
    benefits: [
      '社用車の燃料費と走行中のCO₂排出を削減',
      '環境に配慮した企業としての取り組みに',
      '法人向けリースや、事業所への充電設備の導入もご相談いただけます',
    ].join('\n'),
    disclaimer: phevDisclaimer,
  },
  {
    powertrain: 'diesel' as const,
    owner: 'private' as const,
    image: { id: 101300, alt: '夕日の山道を走るSUV（イラスト）' },
    title,
    name: 'ディーゼル マイルドハイブリッド（MHEV）',
    description: '低回転から湧き出る力強いトルクと、長距離でも優れた燃費。けん引や長旅の頼れる相棒です。',
    button: 'ディーゼルモデルを見る',
    link: privateLink,
    benefits: [
      '最大けん引重量3,500kg（モデルにより異なります）',
      '高速道路での長距離移動でも優れた燃費',
      '48Vマイルドハイブリッドが発進と加速をアシスト',
    ].join('\n'),
    disclaimer: `${fuelDisclaimer}トレーラーのけん引には、けん引する重さに応じた運転免許などの条件があります。`,
  },
  {
    powertrain: 'diesel' as const,
    owner: 'business' as const,
    image: { id: 101300, alt: '夕日の山道を走るSUV（イラスト）' },
    title,
    name: 'ディーゼル マイルドハイブリッド（MHEV）',
    description: '長い距離を走る営業や出張に。燃費がよく、荷物やけん引の多い業務にも応えます。',
    button: '法人のお客様の商談を予約する',
    link: businessLink,
    benefits: ['長距離の移動でも燃料費を抑えられる', '積載やけん引の多い業務にも対応', '法人向けリースとメンテナンスパックをご用意'].join(
      '\n',
    ),
    disclaimer: fuelDisclaimer,
  },
  {
    powertrain: 'petrol' as const,
    owner: 'private' as const,
    image: { id: 101301, alt: '夕暮れの海岸線を走るSUV（イラスト）' },
    title,
    name: 'ガソリン マイルドハイブリッド（MHEV）',
    description: '静かでなめらかな走り。街乗りから週末のドライブまで、軽やかにこなします。',
    button: 'ガソリンモデルを見る',
    link: privateLink,
    benefits: [
      '静かで、なめらかな加速',
      '短い距離の移動が多くても効率よく走行',
      '48Vマイルドハイブリッドが、停止からの再始動をスムーズに',
    ].join('\n'),
    disclaimer: fuelDisclaimer,
  },
  {
    powertrain: 'petrol' as const,
    owner: 'business' as const,
    image: { id: 101301, alt: '夕暮れの海岸線を走るSUV（イラスト）' },
    title,
    name: 'ガソリン マイルドハイブリッド（MHEV）',
    description: '市街地を中心に走る営業車や役員車に。静かで快適な車内は、お客様の送迎にも向いています。',
    button: '法人のお客様の商談を予約する',
    link: businessLink,
    benefits: ['市街地中心の営業車・役員車に', '静かで快適な車内は、来客の送迎にも', '法人向けリースとメンテナンスパックをご用意'].join(
      '\n',
    ),
    disclaimer: fuelDisclaimer,
  },
];
