import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A built single-page app and the paths it owns (the rest fall to the first app). */
export interface BuiltApp {
  dist: string;
  owns?: RegExp;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

function fileUnder(dist: string, path: string): string | undefined {
  const file = normalize(join(dist, path));
  if (!file.startsWith(dist + sep)) return undefined;
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

/**
 * Serves the built apps on the sandbox's origin (DESIGN.md "serves every built app on one origin"): a file when
 * one exists, else the owning app's index.html for extension-less paths (client routes). Answers false when the
 * request is not for an app, so the caller can send its JSON 404.
 */
export function serveBuiltApp(apps: readonly BuiltApp[], request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const built = apps.filter((a) => existsSync(join(a.dist, 'index.html')));
  if (built.length === 0) return false;
  let path: string;
  try {
    path = decodeURIComponent(request.url.split('?')[0] ?? '/');
  } catch {
    return false;
  }
  const owner = built.find((a) => a.owns?.test(path)) ?? built.find((a) => !a.owns);
  const ordered = owner ? [owner, ...built.filter((a) => a !== owner)] : built;
  for (const app of ordered) {
    const file = fileUnder(app.dist, path);
    if (file) {
      void reply.type(contentTypes[extname(file)] ?? 'application/octet-stream').send(createReadStream(file));
      return true;
    }
  }
  if (!owner || extname(path) !== '') return false;
  void reply.type(contentTypes['.html'] ?? 'text/html').header('cache-control', 'no-cache').send(createReadStream(join(owner.dist, 'index.html')));
  return true;
}
