import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxDb } from '../db/types.js';
import { parseOr400, sendError } from './http-errors.js';
import { escapeHtml, htmlPage } from './html.js';
import { outbox } from './schema.js';
import type { ServicesOptions } from './services-options.js';

/** A message the sandbox "sends": e-mails (receipts, expense notes) and SMS (login codes). */
export interface OutboxMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  attachment?: { name: string; content: Buffer };
}

/** Writes a message to the outbox and returns its id. */
export async function writeToOutbox(db: SandboxDb, message: OutboxMessage, now: number): Promise<number> {
  const rows = await db
    .insert(outbox)
    .values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject,
      body: message.body,
      attachmentName: message.attachment?.name ?? null,
      attachmentBase64: message.attachment?.content.toString('base64') ?? null,
      createdAt: now,
    })
    .returning({ id: outbox.id });
  const row = rows[0];
  if (!row) throw new Error('Writing to the outbox returned no row');
  return row.id;
}

const attachmentParams = z.object({ id: z.coerce.number().int().positive() });

/** `GET /sandbox/outbox` (accessible HTML), `GET /sandbox/outbox.json` and attachment downloads. */
export function registerOutboxRoutes(scope: FastifyInstance, options: ServicesOptions): void {
  const list = () => options.db.select().from(outbox).orderBy(desc(outbox.id)).limit(200);

  scope.get('/sandbox/outbox.json', async (_request, reply) => {
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

  scope.get('/sandbox/outbox', async (_request, reply) => {
    const rows = await list();
    const body =
      rows.length === 0
        ? '<p>No messages yet. Receipts, expense notes and login codes sent from the apps appear here.</p>'
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
<td>${escapeHtml(row.body)}</td>
<td>${row.attachmentName === null ? 'None' : `<a href="/sandbox/outbox/${row.id}/attachment">Download ${escapeHtml(row.attachmentName)}</a>`}</td>
</tr>`,
  )
  .join('\n')}
</tbody>
</table>`;
    return reply.type('text/html; charset=utf-8').send(htmlPage('Sandbox outbox', `<h1>Sandbox outbox</h1>\n${body}`));
  });

  scope.get('/sandbox/outbox/:id/attachment', async (request, reply) => {
    const params = parseOr400(reply, attachmentParams, request.params, 'params');
    if (!params) return reply;
    const rows = await options.db.select().from(outbox).where(eq(outbox.id, params.id));
    const row = rows[0];
    if (!row || row.attachmentName === null || row.attachmentBase64 === null) {
      return sendError(reply, 404, { type: 'attachment-not-found', message: `id: message ${params.id} has no attachment` });
    }
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${row.attachmentName}"`)
      .send(Buffer.from(row.attachmentBase64, 'base64'));
  });
}
