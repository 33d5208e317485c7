import { lines } from '../quiz-kit/text';

const link = (url: string, label: string, button_type: 'primary' | 'secondary' | 'tertiary' = 'primary') => ({
  type: 'internal' as const,
  url,
  label,
  target: '_self' as const,
  button_type,
  size: button_type === 'tertiary' ? ('small' as const) : ('medium' as const),
});

/** A result view's two links to the stock of its fuel type (the stock locator's engine type filter). */
function stockLinks(engineTypes: string, name: string) {
  const url = `/stock?filter%5Bengine_type_includes%5D=${engineTypes}`;
  return { vehicle_link: link(url, `${name}の在庫を見る`), other_option_link: link(url, `${name}も見てみる`, 'tertiary') };
}

const testDrive = (button_type: 'primary' | 'secondary') => link('/test-drive', '試乗を予約する', button_type);
const dealer = link('/contact', '販売店に相談する');
const quote = link('/quote', '見積もりを依頼する', 'secondary');

function aside(title: string, text: string, [primary, secondary]: ReturnType<typeof link>[]) {
  return { aside_title: title, aside_text: text, aside_primary_link: primary, aside_secondary_link: secondary };
}

/** The demo's four result views, in Japanese: the block's default content. */
export const defaultFuelResults = [
  {
    fuel_type: 'petrol' as const,
    title: 'ガソリン車',
    image: { id: 101301, alt: '夕暮れの海岸線を走るSUV' },
    introduction: '走行距離が短めで、街乗りから週末のドライブまで気軽に楽しむあなたには、ガソリン車がぴったりです。',
    description:
      'ガソリンエンジンは静かでなめらかに回り、軽快な加速を楽しめます。給油は全国のガソリンスタンドで数分。充電の計画を立てる必要もなく、車両価格も抑えやすいのが魅力です。',
    advantages: lines('車両価格を抑えやすい', '給油は数分、全国どこでもできる', '静かでなめらかなエンジンと軽快な加速'),
    disadvantages: lines('走行距離が多いと燃料代がかさむ', 'CO2排出量はディーゼル車や電動車より多め'),
    ...stockLinks('petrol,petrol_mhev', 'ガソリン車'),
    ...aside('試乗で走りを確かめる', 'お近くの販売店で、ガソリンモデルの走りをお試しください。', [testDrive('primary'), quote]),
  },
  {
    fuel_type: 'diesel' as const,
    title: 'ディーゼル車',
    image: { id: 101303, alt: '砂丘を進むディフェンダー' },
    introduction: '長い距離をよく走り、荷物の多い旅や牽引もこなしたいあなたには、力強く燃費に優れたディーゼル車がおすすめです。',
    description:
      'ディーゼルエンジンは低い回転から大きなトルクを生み、高速道路の長距離移動や坂道、トレーラーの牽引でも余裕のある走りを見せます。軽油はガソリンより安価なことが多く、走行距離が多いほど燃料代の差が大きくなります。',
    advantages: lines(
      '低回転から力強いトルクで、牽引や坂道も余裕',
      '燃費がよく、少ない給油で長距離を走れる',
      '軽油はガソリンより安価なことが多い',
    ),
    disadvantages: lines('近距離の走行ばかりでは排出ガス浄化装置の再生が進みにくい', '車両価格はガソリン車より高め'),
    ...stockLinks('diesel,diesel_mhev', 'ディーゼル車'),
    ...aside('試乗で力強さを確かめる', '高速道路や坂道での余裕ある走りを、お近くの販売店でお試しください。', [testDrive('primary'), quote]),
  },
  {
    fuel_type: 'phev' as const,
    title: 'プラグインハイブリッド車（PHEV）',
    image: { id: 101300, alt: '山道を走るSUV' },
    introduction: '毎日の近距離は電気で、週末の遠出はエンジンで。どちらもこなしたいあなたには、プラグインハイブリッド車がおすすめです。',
    description:
      '充電した電気でモーター走行し、電気が少なくなるとエンジンとモーターを組み合わせて走ります。通勤や買い物など日々の移動の多くを電気でまかないながら、長距離でも充電を気にせず出かけられます。',
    advantages: lines(
      '日常の近距離は電気だけで走れる',
      '長距離は給油で走れるので、充電切れの心配がない',
      'モーターのアシストで静かで力強い走り',
    ),
    disadvantages: lines('充電しないと燃費の良さを活かしきれない', '車両価格はガソリン車より高め'),
    ...stockLinks('phev', 'プラグインハイブリッド車'),
    ...aside('充電と給油の使い分けを相談する', 'ご自宅の充電環境や走行距離に合わせて、販売店のスタッフが上手な使い方をご提案します。', [
      dealer,
      testDrive('secondary'),
    ]),
  },
  {
    fuel_type: 'bev' as const,
    title: '電気自動車（BEV）',
    image: { id: 101327, alt: '霧の中の林道を進むSUV' },
    introduction: '毎日の走行が近距離中心で、自宅で充電できるあなたには、電気自動車がぴったりです。',
    description:
      'モーターだけで走る電気自動車は、走行中にCO2を排出せず、静かでなめらかな加速が魅力です。自宅で夜のあいだに充電すれば毎朝満充電で出発でき、燃料代も抑えられます。',
    advantages: lines(
      '走行中のCO2排出ゼロ',
      '静かでなめらか、力強い加速',
      '自宅で充電でき、給油に行く必要がない',
      'エンジンオイル交換などのメンテナンスが少ない',
    ),
    disadvantages: lines(
      '長距離ドライブでは充電の計画が必要',
      '急速充電でも給油より時間がかかる',
      '車両価格は高め（補助金の対象になる場合があります）',
    ),
    ...stockLinks('bev', '電気自動車'),
    ...aside('ご自宅の充電設備について', '充電設備の設置や、国・自治体の補助金について、販売店でご案内しています。', [
      dealer,
      testDrive('secondary'),
    ]),
  },
];
