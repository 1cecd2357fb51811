import fs from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler } from 'express';

/**
 * public/'s own files (icons, the manifest, the service worker, the sharing picture), an hour in
 * caches. They are listed once at start-up: asked blindly, express.static would stat() a file for
 * every page, which is not there. `skip` is a folder served on its own terms (the build's).
 */
export function publicFiles(folder: string, skip: string): RequestHandler {
  const files = new Set(
    fs
      .readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => !file.startsWith(`${skip}${path.sep}`))
      .map((file) => `/${path.relative(folder, file).split(path.sep).join('/')}`),
  );
  const serve = express.static(folder, { maxAge: '1h' });
  return (req, res, next) => {
    if (files.has(req.path)) void serve(req, res, next);
    else next();
  };
}
