import 'server-only';
import { submitLead } from './leads.server';
import { languageOf, maxSubmissionBytes, readSubmission } from './read-submission.server';
import { apiRoute, json, requireSameOrigin } from '@/lib/api.server';
import { parseId } from '@/lib/params';
import { clientAddress } from '@/lib/rate-limit.server';

/** The largest body the route reads: the submission's own limit, plus multipart framing. */
export const maxLeadBodyBytes = maxSubmissionBytes + 64 * 1024;

/**
 * POST /api/forms/{id}/leads — a visitor's submission (JSON, multipart with files, or urlencoded;
 * optional `g-recaptcha-response`). 201 only once the lead and its files are stored; 422 naming
 * each field in the visitor's language; 503 with Retry-After when the database cannot take it.
 * Served by the edge past Next's router (src/server/direct-routes.server.ts, decision 0038: the
 * p95 budget of issue 9 with 20 concurrent submitters), and by the route file under `next dev`.
 */
export const postLead = apiRoute<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  requireSameOrigin(request);
  const formId = parseId((await params).id);
  const { submission, captchaToken, sourcePath } = await readSubmission(request);
  const result = await submitLead(formId, submission, {
    client: clientAddress(request),
    language: languageOf(request),
    sourcePath,
    captchaToken,
  });
  return json({ data: { id: result.id } }, { status: 201 });
});
