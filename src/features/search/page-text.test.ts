import { describe, expect, it } from 'vitest';
import { blockText, htmlToText } from './page-text';

describe('htmlToText', () => {
  it('keeps what a browser shows: no scripts, styles, comments or tags; entities decoded', () => {
    expect(
      htmlToText(
        '<style>p{}</style><p>レンジ<b>ローバー</b></p><!-- memo --><script>alert("ローバー")</script>&lt;4WD&gt;&#x2605;&#12354;&nbsp;&unknown;',
      ),
    ).toBe('レンジ ローバー <4WD>★あ &unknown;');
  });

  it('survives broken markup and impossible code points', () => {
    expect(htmlToText('<p>開いたまま <b>太字')).toBe('開いたまま 太字');
    expect(htmlToText('&#0;&#x110000;ok')).toBe('ok');
  });
});

describe('blockText', () => {
  it('reads searchable fields and field groups in order, skipping settings, ids and URLs', () => {
    expect(
      blockText({
        fields: { block_scroll_id: 'faq', title: 'よくある質問', theme: 'dark-theme', video_url: 'https://example.com/v.mp4' },
        field_groups: [
          { title: '保証は？', content: '<p>新車保証は<strong>3年</strong>です。</p>' },
          { title: '点検は？', content: '', link: { url: '/service', label: '点検の予約' } },
        ],
      }),
    ).toEqual(['よくある質問', '保証は？', '新車保証は 3年 です。', '点検は？', '点検の予約']);
  });

  it('reads nothing from content that is not a block', () => {
    expect(blockText({})).toEqual([]);
    expect(blockText({ fields: { title: 42, buttons: [null, { label: 7 }] } as never, field_groups: 'x' as never })).toEqual([]);
  });
});
