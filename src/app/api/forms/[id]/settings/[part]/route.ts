import { authorize, optionalActor } from '@/features/auth/access.server';
import { getForm } from '@/features/forms/forms.server';
import { apiRoute, json } from '@/lib/api.server';
import { AppError } from '@/lib/app-error';
import { parseId } from '@/lib/params';

type Ctx = { params: Promise<{ id: string; part: string }> };

/**
 * GET /api/forms/{id}/settings/thank_you|notifications|confirmations. The thank-you text is what
 * visitors see anyway; who is notified and what is sent name staff addresses (forms.manage).
 */
export const GET = apiRoute<Ctx>(async (request, { params }) => {
  const { id, part } = await params;
  if (part !== 'thank_you' && part !== 'notifications' && part !== 'confirmations') {
    throw new AppError('NOT_FOUND', 'Settings are thank_you, notifications or confirmations.');
  }
  const actor = part === 'thank_you' ? await optionalActor(request) : await authorize(request, 'forms.manage');
  const form = await getForm(actor, parseId(id));
  return json({ data: form.settings[part] });
});
