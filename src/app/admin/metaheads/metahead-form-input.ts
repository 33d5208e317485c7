import { z } from 'zod';
import { metaheadInputSchema, type MetaheadInput } from '@/features/metaheads/metahead-input';
import type { AppError } from '@/lib/app-error';

/** Translates `admin.metaheads.*` and `admin.*` keys (getT('ja') in the action, a stub in tests). */
type Translate = (key: string, options?: Record<string, string>) => string;

/** What the form sent, as text, so a refused form can show it again. */
export type MetaheadFormValues = Record<'language' | 'content' | 'page' | 'sequence' | 'in_body' | 'reload_on_each_page', string>;

export type ParsedMetaheadForm =
  | { ok: true; input: MetaheadInput; values: MetaheadFormValues }
  | { ok: false; errors: Record<string, string>; values: MetaheadFormValues };

/** Languages whose content runs as code in visitors' browsers: saving them needs a second, explicit yes. */
export const runsCode = (language: string) => language === 'javascript' || language === 'js-src' || language === 'html';

const checkbox = z
  .string()
  .optional()
  .transform((v) => v === 'on');

const formSchema = z.object({
  page: z.string().regex(/^\d*$/),
  sequence: z
    .string()
    .trim()
    .regex(/^\d{1,5}$/)
    .transform(Number),
  in_body: checkbox,
  reload_on_each_page: checkbox,
  confirm_script: checkbox,
});

/** The form field a reason belongs under, and which reason, for a refused field of the API input. */
function reason(t: Translate, field: string, code: string): [string, string] {
  switch (field) {
    case 'content':
      return ['content', t(code === 'too_big' ? 'admin.metaheads.error.content_too_long' : 'admin.metaheads.error.content_required')];
    case 'sequence':
      return ['sequence', t('admin.metaheads.error.sequence')];
    case 'language':
      return ['language', t('admin.metaheads.error.language')];
    case 'page':
    case 'rdx_core_page_id':
      return ['page', t('admin.metaheads.error.page')];
    default:
      return ['form', t('admin.invalid')];
  }
}

/**
 * The create form → the API's own input (`metaheadInputSchema`), or Japanese reasons per field.
 * Scripts and HTML are refused unless `confirm_script` was ticked: the screen asks, this insists.
 */
export function parseMetaheadForm(form: FormData, t: Translate): ParsedMetaheadForm {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values: MetaheadFormValues = {
    language: text('language'),
    content: text('content'),
    page: text('page'),
    sequence: text('sequence') || '0',
    in_body: text('in_body'),
    reload_on_each_page: text('reload_on_each_page'),
  };
  const errors: Record<string, string> = {};
  const add = ([field, message]: [string, string]) => (errors[field] ??= message);
  const raw = formSchema.safeParse({ ...values, confirm_script: form.get('confirm_script') ?? undefined });
  if (!raw.success) raw.error.issues.forEach((issue) => add(reason(t, String(issue.path[0]), issue.code)));
  const input = metaheadInputSchema.safeParse({
    language: values.language,
    content: values.content,
    sequence: raw.success ? raw.data.sequence : 0,
    in_body: values.in_body === 'on',
    reload_on_each_page: values.reload_on_each_page === 'on',
    rdx_core_page_id: /^\d+$/.test(values.page) ? Number(values.page) : null,
  });
  if (!input.success) input.error.issues.forEach((issue) => add(reason(t, String(issue.path[0]), issue.code)));
  if (runsCode(values.language) && !(raw.success && raw.data.confirm_script)) {
    errors.confirm_script = t('admin.metaheads.error.confirm_required');
  }
  if (Object.keys(errors).length || !input.success) return { ok: false, errors, values };
  return { ok: true, input: input.data, values };
}

/** The field and reason for a refusal of `createMetahead` (a style that does not compile, an unknown page). */
export function refusalReason(error: AppError, t: Translate): Record<string, string> {
  if (error.status === 401 || error.status === 403) return { form: t('admin.not_allowed') };
  const content = error.errors.find((e) => e.pointer === 'content');
  if (content) return { content: t('admin.metaheads.error.style', { detail: content.detail }) };
  if (error.errors.some((e) => e.pointer === 'rdx_core_page_id')) return { page: t('admin.metaheads.error.page') };
  return { form: t('admin.invalid') };
}
