import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import send from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A built single-page app and the paths it owns (the rest fall to the first app without `owns`). */
export interface BuiltApp {
  dist: string;
  owns?: RegExp;
}

/**
 * Serves the built apps on the sandbox's origin (DESIGN.md "serves every built app on one origin"): a file when
 * one exists in the owning app (then in the others: hashed asset names never clash), else the owning app's
 * index.html for extension-less paths (client routes). File serving (MIME types, path traversal, ETags, ranges) is
 * @fastify/send's. Answers false when the request is not for an app, so the caller can send its JSON 404.
 */
export async function serveBuiltApp(apps: readonly BuiltApp[], request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const built = apps.filter((app) => existsSync(join(app.dist, 'index.html')));
  const path = request.url.split('?')[0] ?? '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  const owner = built.find((app) => app.owns?.test(decoded)) ?? built.find((app) => !app.owns);
  const ordered = owner ? [owner, ...built.filter((app) => app !== owner)] : built;
  for (const app of ordered) {
    if (await sendFrom(app.dist, path, request, reply, false)) return true;
  }
  if (!owner || extname(decoded) !== '') return false;
  return sendFrom(owner.dist, '/index.html', request, reply, true);
}

async function sendFrom(root: string, path: string, request: FastifyRequest, reply: FastifyReply, noCache: boolean): Promise<boolean> {
  const result = await send(request.raw, path, { root, index: false, dotfiles: 'deny', cacheControl: !noCache });
  if (result.type !== 'file') {
    result.stream.destroy();
    return false;
  }
  void reply.code(result.statusCode).headers(result.headers);
  if (noCache) void reply.header('cache-control', 'no-cache');
  void reply.send(result.stream);
  return true;
}
