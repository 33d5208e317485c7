import { blockRegistry } from '@/blocks/registry';
import type { PageInput } from '@/features/pages/page-input';
import { demoRecallVins } from '@/features/recalls/demo-recalls';
import { demoBlock as block, demoPage as page } from './demo-blocks';

/**
 * The owner tools' demo pages (issue 13 item 6, decision 0065). /owners/map-update: which systems a
 * vehicle and model year have and how to update them (each system's modal holds the blocks after
 * the tool), which infotainment system a vehicle has, and the questions of one system at a time.
 * /owners/recall-check: the VIN checker against the demo recall list, with VINs to try.
 */
export const ownerPagePaths = { mapUpdate: '/owners/map-update', recallCheck: '/owners/recall-check' } as const;

const paragraphs = (...texts: string[]) => texts.map((text) => `<p>${text}</p>`).join('');
const contact = { type: 'internal', url: '/contact', label: '販売店に相談する', target: '_self', button_type: 'secondary', size: 'medium' };

const mapUpdate: PageInput = page({
  path: ownerPagePaths.mapUpdate,
  title: '地図・ソフトウェアの更新',
  meta_description: 'お乗りのお車のインフォテインメントシステム（Pivi Pro、Touch Pro）と、ナビゲーションの地図・ソフトウェアの更新方法。',
  blocks: [
    block(
      'select_vehicle_to_update',
      { title: '地図・ソフトウェアの更新', header_tag: 'h1' },
      // Pivi Pro and Touch Pro, each holding the one block after it in its modal.
      blockRegistry.select_vehicle_to_update.defaultContent.field_groups.map((system) => ({ ...system, blocks_count: 1 })),
    ),
    // Pivi Pro's modal.
    block('snippet', {
      title: '無線アップデート（SOTA）について',
      header_tag: 'h3',
      paragraph: paragraphs(
        'Pivi Proは、車載の通信回線またはWi-Fiでソフトウェアとナビゲーションの地図を自動的に更新します。更新の準備ができると、センターディスプレイでお知らせします。',
        '通信料はかかりません。インストールは駐車中に行われ、約30分で完了します。',
      ),
    }),
    // Touch Pro's modal.
    block('snippet', {
      title: '地図更新ツールの入手方法',
      header_tag: 'h3',
      paragraph: paragraphs(
        '地図更新ツールは、オーナー向けサイトからWindows版・Mac版をダウンロードできます。お手持ちのUSBメモリーがFAT32形式でフォーマットされていることをご確認ください。',
        '更新がうまくいかない場合は、お近くの正規販売店で更新を承ります（作業時間は約1時間）。',
      ),
    }),
    block('infotainment_system_identifier', { theme: 'light-theme' }),
    block(
      'dropdown_sections_select',
      {
        title: 'システム別のよくあるご質問',
        paragraph: 'お乗りのお車のシステムを選ぶと、そのシステムのご質問だけを表示します。',
        choose_label: 'システムを選ぶ',
        modal_title: 'お乗りのお車のシステムをお選びください',
        dropdown_label: 'インフォテインメントシステム',
      },
      [
        { option_label: 'Pivi Pro', option_blocks: 'faq-pivi-pro' },
        { option_label: 'Touch Pro / Touch Pro Duo', option_blocks: 'faq-touch-pro' },
      ],
    ),
    block('accordion', { block_scroll_id: 'faq-pivi-pro', title: 'Pivi Proのよくあるご質問' }, [
      {
        title: '更新中に車を運転できますか？',
        content: '<p>はい。ダウンロード中も運転できます。インストールは駐車中に行われ、その間はエンジンをかけられません。</p>',
      },
      {
        title: '更新のお知らせが表示されません',
        content: '<p>「設定」→「すべての設定」→「ソフトウェア・アップデート」で、自動更新がオンになっているかご確認ください。</p>',
      },
    ]),
    block('accordion', { block_scroll_id: 'faq-touch-pro', title: 'Touch Pro / Touch Pro Duoのよくあるご質問' }, [
      {
        title: 'どのくらいの容量のUSBメモリーが必要ですか？',
        content: '<p>16GB以上の空き容量があるUSBメモリーをお使いください。</p>',
      },
      {
        title: '更新中にエンジンを止めてしまいました',
        content: '<p>もう一度エンジンをかけ、USBメモリーを差し直すと、続きから更新が始まります。</p>',
      },
    ]),
  ],
});

const recallCheck: PageInput = page({
  path: ownerPagePaths.recallCheck,
  title: 'リコール・サービスキャンペーン対象車両の検索',
  meta_description: '車台番号（VIN）を入力して、お乗りのお車がリコール・サービスキャンペーンの対象かどうかを確認できます。',
  blocks: [
    block('local_vin_checker', { header_tag: 'h1' }),
    block('snippet', {
      title: 'デモサイトでお試しいただけるVIN',
      header_tag: 'h2',
      alignment: 'left',
      paragraph: [
        '<ul>',
        `<li>${demoRecallVins.affected}（リコール対象・未実施）</li>`,
        `<li>${demoRecallVins.twoCampaigns}（2件の対象。1件は実施済み）</li>`,
        `<li>${demoRecallVins.remedied}（対象でしたが実施済み）</li>`,
        `<li>${demoRecallVins.notAffected}（対象外）</li>`,
        '</ul>',
      ].join(''),
      buttons: [contact],
    }),
    block('accordion', { title: 'リコールについてのよくあるご質問', theme: 'light-theme' }, [
      {
        title: 'VIN（車台番号）はどこに記載されていますか？',
        content:
          '<p>自動車検査証（車検証）の「車台番号」欄に記載されています。フロントガラスの左下（車外から見える位置）や、運転席側のドアを開けた車体側にも刻印されています。</p>',
      },
      {
        title: '修理に費用はかかりますか？',
        content: '<p>リコール・サービスキャンペーンの修理は無料です。お近くの正規販売店にご予約のうえ、ご入庫ください。</p>',
      },
      {
        title: '中古で購入した車も対象になりますか？',
        content: '<p>はい。ご購入の経路にかかわらず、対象車両であれば無料で修理いたします。お乗りのお車の車台番号でご確認ください。</p>',
      },
    ]),
  ],
});

export const demoOwnerPages: PageInput[] = [mapUpdate, recallCheck];
