import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { admin, receipts as contract } from '@tableside/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { rows as queryRows } from '../db/rows.js';
import { serve } from '../http/contract-route.js';
import type { SandboxDb } from '../db/types.js';
import { sendError } from './http-errors.js';
import { escapeHtml, htmlPage } from './html.js';
import type { ServicesOptions } from './services-options.js';

/** A message the sandbox "sends": e-mails (receipts, expense notes) and SMS (login codes). */
export interface OutboxMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  attachment?: { name: string; content: Buffer };
}

/**
 * Messages and attachments are known outside by a random id (`public_id`, a UUID), never by the table's sequence,
 * so one message's link does not lead to the others. Rows written before the column existed get one at start-up.
 */
export const outboxMigrations: readonly string[] = [
  'ALTER TABLE sandbox_outbox ADD COLUMN IF NOT EXISTS public_id text',
  'UPDATE sandbox_outbox SET public_id = gen_random_uuid()::text WHERE public_id IS NULL',
  'CREATE UNIQUE INDEX IF NOT EXISTS sandbox_outbox_public_id ON sandbox_outbox (public_id)',
];

/** Writes a message to the outbox and returns its random id. */
export async function writeToOutbox(db: SandboxDb, message: OutboxMessage, now: number): Promise<string> {
  const id = randomUUID();
  await db.execute(sql`
    INSERT INTO sandbox_outbox (public_id, channel, recipient, subject, body, attachment_name, attachment_base64, created_at)
    VALUES (${id}, ${message.channel}, ${message.recipient}, ${message.subject}, ${message.body},
            ${message.attachment?.name ?? null}, ${message.attachment?.content.toString('base64') ?? null}, ${now})`);
  return id;
}

const outboxRowSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  attachmentName: z.string().nullable(),
  createdAt: z.coerce.number(),
});

/** A message's text, escaped, with its http(s) links (e-mail verification links) clickable. */
function bodyHtml(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** `GET /sandbox/outbox` (accessible HTML), `GET /sandbox/outbox.json` and attachment downloads. */
export function registerOutboxRoutes(scope: FastifyInstance, options: ServicesOptions): void {
  const list = async () =>
    z.array(outboxRowSchema).parse(
      await queryRows(
        options.db,
        sql`SELECT public_id AS "id", channel, recipient, subject, body, attachment_name AS "attachmentName", created_at AS "createdAt"
            FROM sandbox_outbox ORDER BY sandbox_outbox.id DESC LIMIT 200`,
      ),
    );

  serve(scope, admin.outboxMessages, async (_request, reply) => {
    const rows = await list();
    return reply.send({
      messages: rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        attachment: row.attachmentName === null ? null : { name: row.attachmentName, url: `/sandbox/outbox/${row.id}/attachment` },
        createdAt: row.createdAt,
      })),
    });
  });

  serve(scope, admin.outboxPage, async (_request, reply) => {
    const rows = await list();
    const body =
      rows.length === 0
        ? '<p>No messages yet. Receipts, expense notes, login codes and e-mail verification links sent from the apps appear here.</p>'
        : `<table>
<caption>Messages, newest first</caption>
<thead><tr><th scope="col">Sent</th><th scope="col">Channel</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Message</th><th scope="col">Attachment</th></tr></thead>
<tbody>
${rows
  .map(
    (row) => `<tr>
<td><time datetime="${new Date(row.createdAt).toISOString()}">${escapeHtml(new Date(row.createdAt).toISOString().replace('T', ' ').slice(0, 19))}</time></td>
<td>${row.channel === 'sms' ? 'SMS' : 'E-mail'}</td>
<td>${escapeHtml(row.recipient)}</td>
<td>${escapeHtml(row.subject)}</td>
<td>${bodyHtml(row.body)}</td>
<td>${row.attachmentName === null ? 'None' : `<a href="/sandbox/outbox/${row.id}/attachment">Download ${escapeHtml(row.attachmentName)}</a>`}</td>
</tr>`,
  )
  .join('\n')}
</tbody>
</table>`;
    return reply.type('text/html; charset=utf-8').send(htmlPage('Sandbox outbox', `<h1>Sandbox outbox</h1>\n${body}`));
  });

  serve(scope, contract.outboxAttachment, async (request, reply) => {
    const params = request.params;
    const [row] = await queryRows(
      options.db,
      sql`SELECT attachment_name AS "name", attachment_base64 AS "content" FROM sandbox_outbox WHERE public_id = ${params.id}`,
    );
    const attachment = z.object({ name: z.string(), content: z.string() }).safeParse(row);
    if (!attachment.success) {
      return sendError(reply, 404, { type: 'attachment-not-found', message: `params.id: message ${params.id} has no attachment`, field: 'params.id' });
    }
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${attachment.data.name}"`)
      .send(Buffer.from(attachment.data.content, 'base64'));
  });
}
