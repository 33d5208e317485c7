import 'server-only';
import { z } from 'zod';
import { AppError } from '@/lib/app-error';
import { validationError } from '@/lib/problem.server';
import { readBodyBytes } from '@/lib/read-body';
import { parseJsonSafely } from '@/lib/safe-json';
import type { LeadSubmission, SubmittedFile } from './validate-lead';

/** A whole submission, files included (each file field also has its own limit, in KB, on the form). */
export const maxSubmissionBytes = 25 * 1024 * 1024;
const maxValues = 200;

const scalar = z.union([z.string().max(10_000), z.number(), z.boolean()]).transform(String);
const jsonSubmission = z.object({
  attributes: z.record(z.string().max(100), z.union([scalar, z.array(scalar).max(200)])),
  'g-recaptcha-response': z.string().max(4000).optional(),
  source_path: z.string().max(500).optional(),
});

export interface ReadSubmission {
  submission: LeadSubmission;
  captchaToken: string;
  sourcePath: string | null;
}

/**
 * Reads a lead from the request: JSON (`{ attributes, "g-recaptcha-response" }`, for API clients),
 * or a browser's multipart / urlencoded form post (with files). The body is read with a byte limit
 * that stops at it, before anything is parsed.
 */
export async function readSubmission(request: Request): Promise<ReadSubmission> {
  // The multipart boundary is case-sensitive: compare lower-cased, parse with the header as sent.
  const header = request.headers.get('content-type') ?? '';
  const type = header.toLowerCase();
  const bytes = await readBodyBytes(request, maxSubmissionBytes, 'A submission');

  if (type.includes('application/json')) {
    const parsed = jsonSubmission.safeParse(parseJsonSafely(new TextDecoder().decode(bytes)));
    if (!parsed.success) throw validationError(parsed.error);
    return {
      submission: { values: parsed.data.attributes, files: {} },
      captchaToken: parsed.data['g-recaptcha-response'] ?? '',
      sourcePath: parsed.data.source_path ?? null,
    };
  }

  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    let data: FormData;
    try {
      data = await new Response(Buffer.from(bytes), { headers: { 'content-type': header } }).formData();
    } catch {
      throw new AppError('BAD_REQUEST', 'The form data could not be read.');
    }
    return submissionFromFormData(data);
  }

  throw new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    'Send the lead as application/json, multipart/form-data or application/x-www-form-urlencoded.',
  );
}

/** Japanese unless the client asks for English first. */
export function languageOf(request: Request): 'ja' | 'en' {
  return /^en\b/i.test(request.headers.get('accept-language') ?? '') ? 'en' : 'ja';
}

/** A browser's form post (multipart or urlencoded) as a submission: repeated names become lists. */
export async function submissionFromFormData(data: FormData): Promise<ReadSubmission> {
  const values: Record<string, string[]> = {};
  const files: Record<string, SubmittedFile[]> = {};
  let count = 0;
  for (const [name, value] of data.entries()) {
    if ((count += 1) > maxValues) throw new AppError('PAYLOAD_TOO_LARGE', 'Too many values in one submission.');
    // Next's own fields of a no-JavaScript server action post.
    if (name.startsWith('$ACTION')) continue;
    if (typeof value === 'string') (values[name] ??= []).push(value.slice(0, 10_000));
    else {
      if ((files[name]?.length ?? 0) >= 5) throw new AppError('PAYLOAD_TOO_LARGE', 'Too many files in one field.');
      (files[name] ??= []).push({ name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) });
    }
  }
  const single = (name: string) => values[name]?.[0] ?? '';
  return {
    submission: { values: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.length === 1 ? v[0] : v])), files },
    captchaToken: single('g-recaptcha-response') || single('cf-turnstile-response'),
    sourcePath: single('source_path') || null,
  };
}
