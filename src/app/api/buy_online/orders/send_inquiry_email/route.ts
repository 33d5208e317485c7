import { languageOf } from '@/features/forms/read-submission.server';
import { vehicleInquiryInput } from '@/features/ordering/vehicle-inquiry-input';
import { sendVehicleInquiry } from '@/features/ordering/vehicle-inquiry.server';
import { getT } from '@/i18n/i18n';
import { apiRoute, json, readJsonBody, requireSameOrigin } from '@/lib/api.server';
import { clientAddress } from '@/lib/rate-limit.server';

/** The page the enquiry was sent from, for the dealer's context; nothing when the header is not a URL. */
function refererPath(request: Request): string | null {
  const referer = request.headers.get('referer');
  if (!referer || !URL.canParse(referer)) return null;
  return new URL(referer).pathname;
}

/**
 * PUT /api/buy_online/orders/send_inquiry_email — a visitor's enquiry about one car to the dealer
 * who has it (decision 0035). 202 once the enquiry is stored: the e-mail leaves from the lead
 * outbox. The server picks the recipients and loads the car; 422 names each field that is wrong.
 */
export const PUT = apiRoute(async (request) => {
  requireSameOrigin(request);
  const language = languageOf(request);
  const input = await readJsonBody(request, vehicleInquiryInput(getT(language)), { maxBytes: 20_000 });
  const receipt = await sendVehicleInquiry(input, { client: clientAddress(request), language, sourcePath: refererPath(request) });
  return json({ data: { id: receipt.id, status: 'accepted', vehicle_id: receipt.vehicleId } }, { status: 202 });
});
