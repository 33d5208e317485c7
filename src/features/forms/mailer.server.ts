import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { desc, lt } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { mailOutbox, type MailOutboxRow } from '@/db/schema';
import { assertCan } from '@/features/auth/assert-can';
import type { Actor } from '@/features/auth/permissions';
import { env } from '@/lib/env.server';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  /** Stable per delivery, so a resent message is recognisably the same one. */
  messageId: string;
  leadId: string;
}

let transport: { url: string; transporter: Transporter } | undefined;

function transporterFor(url: string): Transporter {
  if (transport?.url !== url) {
    // Timeouts short enough that a hanging server fails the attempt (it is retried) instead of the worker.
    const parsed = new URL(url);
    const secure = parsed.protocol === 'smtps:';
    transport = {
      url,
      transporter: nodemailer.createTransport({
        host: parsed.hostname,
        port: Number(parsed.port) || (secure ? 465 : 587),
        secure,
        auth: parsed.username ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } : undefined,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    };
  }
  return transport.transporter;
}

/**
 * Sends over SMTP when SMTP_URL is set; otherwise keeps the message in the outbox admins read
 * (/admin/outbox), so the embedded demo shows what would have been sent. Returns what identifies
 * it: the server's message id or the outbox row.
 */
export async function sendMail(mail: Mail): Promise<string> {
  const url = env().SMTP_URL;
  if (url) {
    const info = await transporterFor(url).sendMail({
      from: env().MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      messageId: mail.messageId,
      headers: { 'X-Lead-Id': mail.leadId },
    });
    return String(info.messageId ?? mail.messageId);
  }
  const db = await getDb();
  const [row] = await db
    .insert(mailOutbox)
    .values({ to: mail.to.join(', '), subject: mail.subject, text: mail.text, leadId: mail.leadId })
    .returning({ id: mailOutbox.id });
  return `outbox:${row!.id}`;
}

/** The outbox, newest first, 50 at a time (for admins: it holds personal data). */
export async function listOutbox(actor: Actor, beforeId?: number): Promise<MailOutboxRow[]> {
  assertCan(actor, 'leads.read');
  const db = await getDb();
  return db
    .select()
    .from(mailOutbox)
    .where(beforeId ? lt(mailOutbox.id, beforeId) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(50);
}
