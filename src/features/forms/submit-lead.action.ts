'use server';

import { headers } from 'next/headers';
import { getT } from '@/i18n/i18n';
import { toAppError } from '@/lib/problem.server';
import { clientAddress } from '@/lib/rate-limit.server';
import { submitLead } from './leads.server';
import { submissionFromFormData } from './read-submission.server';
import type { LeadFormState } from './lead-form-state';

/**
 * The form island's action: the same `submitLead` as POST /api/forms/{id}/leads. It also works
 * without JavaScript (the browser posts the form; the page renders again with this state), so a
 * visitor whose script failed still reaches us.
 */
export async function submitLeadAction(previous: LeadFormState, data: FormData): Promise<LeadFormState> {
  const t = getT('ja');
  const attempt = previous.attempt + 1;
  const formId = Number(data.get('form_id'));
  let values: Record<string, string | string[]> = {};
  try {
    const requestHeaders = await headers();
    const { submission, captchaToken, sourcePath } = await submissionFromFormData(data);
    values = Object.fromEntries(Object.entries(submission.values).filter((e): e is [string, string | string[]] => e[1] !== undefined));
    const result = await submitLead(formId, submission, {
      client: clientAddress(new Request('http://localhost/', { headers: requestHeaders })),
      language: 'ja',
      sourcePath,
      captchaToken,
    });
    return { status: 'sent', attempt, id: result.id };
  } catch (error) {
    const problem = toAppError(error);
    if (problem.errors.length && [413, 415, 422].includes(problem.status)) {
      return { status: 'invalid', attempt, errors: Object.fromEntries(problem.errors.map((e) => [e.pointer, e.detail])), values };
    }
    if (problem.status === 429) return { status: 'error', attempt, message: t('forms.errors.rate_limited'), values };
    if (problem.status === 404) return { status: 'error', attempt, message: t('forms.unavailable'), values };
    return { status: 'error', attempt, values };
  }
}
