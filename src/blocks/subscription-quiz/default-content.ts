import { lines } from '../quiz-kit/text';

const link = (url: string, label: string, button_type: 'primary' | 'secondary' = 'primary') => ({
  type: 'internal' as const,
  url,
  label,
  target: '_self' as const,
  button_type,
  size: 'medium' as const,
});
const quote = (button_type: 'primary' | 'secondary') => link('/quote', '見積もりを依頼する', button_type);

/** The demo's four products, in Japanese: the block's default content. */
export const defaultProducts = [
  {
    product: 'subscription' as const,
    title: 'サブスクリプション',
    image: { id: 101301, alt: '夕暮れの海岸線を走るSUV' },
    description:
      '月々定額のお支払いに、自動車保険、税金、車検やメンテナンスの費用までを含めたプランです。6か月から気軽に始められ、暮らしの変化に合わせて乗り換えもできます。',
    benefits: lines('頭金0円、月々定額', '任意保険・税金・車検・メンテナンス費用込み', '最短6か月から、乗り換えも自由'),
    buttons: [quote('primary'), link('/contact', '販売店に相談する', 'secondary')],
  },
  {
    product: 'loan' as const,
    title: 'オートローン',
    image: { id: 101300, alt: '山道を走るSUV' },
    description:
      '車両代金を分割でお支払いいただき、お車はお客様のものになります。走行距離の制限はなく、カスタマイズも自由。長く乗り続けたい方に向いています。',
    benefits: lines('走行距離の制限なし', 'お支払い後はお客様の資産に', '頭金やボーナス払いを自由に設定'),
    buttons: [quote('primary'), link('/stock', '在庫車を探す', 'secondary')],
  },
  {
    product: 'full_service' as const,
    title: 'フルサービスリース',
    image: { id: 101303, alt: '砂丘を進むディフェンダー' },
    description:
      '車両代金に加えて、税金、保険、車検、定期メンテナンスまでを月々のリース料にまとめたプランです。法人・個人事業主の方に選ばれており、車両の管理や経費の処理もシンプルになります。',
    benefits: lines('諸費用とメンテナンスを月額に一本化', 'リース料は経費として処理しやすい', '24〜60か月の契約期間から選べる'),
    buttons: [link('/contact', '法人向けのご相談'), quote('secondary')],
  },
  {
    product: 'leasing_to_go' as const,
    title: '即納リース',
    image: { id: 101327, alt: '霧の中の林道を進むSUV' },
    description:
      '販売店の在庫車からお選びいただき、すぐに乗り出せるリースです。12〜24か月の短めの期間で、お申し込みからご納車までスピーディーに進みます。',
    benefits: lines('在庫車からすぐに納車', '12〜24か月の短期契約', '月々定額でメンテナンス込み'),
    buttons: [link('/stock', '在庫車から選ぶ'), quote('secondary')],
  },
];
