import { describe, expect, it } from 'vitest';
import { contactLink, directionsUrl, emailLink, phoneLink, whatsappLink } from './contact';

describe('phone links', () => {
  it('call in E.164 and show the national format, whatever form the number was typed in', () => {
    const aoyama = { href: 'tel:+81334001001', display: '03-3400-1001' };
    for (const typed of [
      '03-3400-1001',
      '0334001001',
      '+81334001001',
      '+81 3 3400 1001',
      '０３－３４００－１００１',
      '03ー3400ー1001',
      'tel:+81334001001',
    ]) {
      expect(phoneLink(typed), typed).toEqual(aoyama);
    }
    expect(phoneLink('090-1234-5678')).toEqual({ href: 'tel:+819012345678', display: '090-1234-5678' });
    expect(phoneLink('0120-123-456')).toEqual({ href: 'tel:+81120123456', display: '0120-123-456' });
    expect(phoneLink('045-222-1002')).toEqual({ href: 'tel:+81452221002', display: '045-222-1002' });
  });

  it('keep a foreign number international', () => {
    expect(phoneLink('+44 20 7946 0958')).toEqual({ href: 'tel:+442079460958', display: '+44 20 7946 0958' });
  });

  it('refuse what cannot be called', () => {
    for (const typed of ['12345', '', 'お電話ください', '03-1234']) expect(phoneLink(typed), typed).toBeNull();
  });
});

describe('WhatsApp and e-mail links', () => {
  it('open WhatsApp at wa.me with the number in international digits', () => {
    expect(whatsappLink('090-1234-5678')).toEqual({ href: 'https://wa.me/819012345678', display: '090-1234-5678' });
    expect(whatsappLink('https://wa.me/81452221002')).toEqual({ href: 'https://wa.me/81452221002', display: '045-222-1002' });
    expect(whatsappLink('not a number')).toBeNull();
  });

  it('write e-mail with mailto:, refusing what is no address', () => {
    expect(emailLink('info@dealer.example.jp')).toEqual({ href: 'mailto:info@dealer.example.jp', display: 'info@dealer.example.jp' });
    expect(emailLink('mailto:Info@Dealer.example.jp ')).toEqual({
      href: 'mailto:Info@Dealer.example.jp',
      display: 'Info@Dealer.example.jp',
    });
    expect(emailLink('ｉｎｆｏ＠ｄｅａｌｅｒ．ｊｐ')).toEqual({ href: 'mailto:info@dealer.jp', display: 'info@dealer.jp' });
    for (const typed of ['info', 'info@', '@dealer.jp', 'a b@c.jp', 'x@y', 'javascript:alert(1)//@x.jp'])
      expect(emailLink(typed), typed).toBeNull();
  });

  it('choose by type', () => {
    expect(contactLink('phone', '03-3400-1001')?.href).toBe('tel:+81334001001');
    expect(contactLink('whatsapp', '03-3400-1001')?.href).toBe('https://wa.me/81334001001');
    expect(contactLink('email', 'a@b.jp')?.href).toBe('mailto:a@b.jp');
    expect(contactLink('email', '03-3400-1001')).toBeNull();
  });
});

describe('directionsUrl', () => {
  it('asks the visitor’s map app for directions to the coordinates', () => {
    const url = new URL(directionsUrl(35.6717, 139.7243));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('destination')).toBe('35.6717,139.7243');
  });
});
