import { authorize } from '@/features/auth/access.server';
import { leadJson, listLeads, submitLead } from '@/features/forms/leads.server';
import { parseLeadQuery } from '@/features/forms/lead-query';
import { languageOf, readSubmission } from '@/features/forms/read-submission.server';
import { apiRoute, json, requireSameOrigin } from '@/lib/api.server';
import { parseId } from '@/lib/params';
import { clientAddress } from '@/lib/rate-limit.server';

type Ctx = { params: Promise<{ id: string }> };

/** GET /api/forms/{id}/leads?items&page&filter[created_at_gteq|lteq]&sort — leads with files and delivery status. */
export const GET = apiRoute<Ctx>(async (request, { params }) => {
  const actor = await authorize(request, 'leads.read');
  const query = parseLeadQuery(new URL(request.url));
  const { items, total } = await listLeads(actor, parseId((await params).id), query);
  return json({ data: items.map(leadJson), meta: { page: query.page, items: query.items, total } });
});

/**
 * POST /api/forms/{id}/leads — a visitor's submission (JSON, multipart with files, or urlencoded;
 * optional `g-recaptcha-response`). 201 only once the lead and its files are stored; 422 naming
 * each field in the visitor's language; 503 with Retry-After when the database cannot take it.
 */
export const POST = apiRoute<Ctx>(async (request, { params }) => {
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
