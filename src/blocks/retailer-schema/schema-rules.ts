import { contactLink } from '@/features/retailers/contact';
import { absoluteUrl, offerSchema, schemaContactSchema } from '@/features/retailers/structured-data';
import type { ContentIssue } from '../types';

interface SchemaFields {
  latitude?: number;
  longitude?: number;
  contact_info: unknown;
  offers_info: unknown;
}

const names = { phone: '電話番号', whatsapp: 'WhatsAppの電話番号', email: 'メールアドレス' } as const;

/** Save-time checks of the schema blocks' JSON lists and position, in Japanese, at the item. */
export function schemaIssues(fields: SchemaFields): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const list = (name: 'contact_info' | 'offers_info', example: string, max: number) => {
    const value = fields[name];
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) {
      issues.push({ path: ['fields', name], message: `${example} の形のリストで入力してください。` });
      return [];
    }
    if (value.length > max) issues.push({ path: ['fields', name], message: `${max}件までです。` });
    return value as unknown[];
  };
  list('contact_info', '[{"type": "phone", "value": "03-1234-5678"}]', 10).forEach((item, index) => {
    const parsed = schemaContactSchema.safeParse(item);
    if (!parsed.success)
      issues.push({ path: ['fields', 'contact_info', index], message: '各連絡先には type（phone・whatsapp・email）と value が必要です。' });
    else if (!contactLink(parsed.data.type, parsed.data.value)) {
      issues.push({
        path: ['fields', 'contact_info', index, 'value'],
        message: `${names[parsed.data.type]}として正しくありません：${parsed.data.value}`,
      });
    }
  });
  list('offers_info', '[{"category": "新車販売", "description": "…", "url": "/models"}]', 30).forEach((item, index) => {
    const parsed = offerSchema.safeParse(item);
    if (!parsed.success || !(parsed.data.category || parsed.data.description)) {
      issues.push({ path: ['fields', 'offers_info', index], message: '各項目には category か description が必要です。' });
    } else if (parsed.data.url && !absoluteUrl(parsed.data.url, 'https://example.jp')) {
      issues.push({
        path: ['fields', 'offers_info', index, 'url'],
        message: 'URLは「/models」のようなサイト内のパスか、https:// で始まるアドレスで入力してください。',
      });
    }
  });
  if ((fields.latitude === undefined) !== (fields.longitude === undefined)) {
    issues.push({
      path: ['fields', fields.latitude === undefined ? 'latitude' : 'longitude'],
      message: '緯度と経度は両方を入力してください。',
    });
  }
  return issues;
}
