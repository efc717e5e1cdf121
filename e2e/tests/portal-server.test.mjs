// The portal's static server answers any request, however malformed, without stopping: a malformed
// URL once threw in the request handler and took the whole portal down.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';

const MALFORMED = [
  '/%', '/%E0%A4%A', '/%%', '/%zz', '/%C0%AF', '/%ED%A0%80', '/noticias/%', '/mf/mf-public/%',
  '/mf/mf-public/%E0%A4%A.js', '/a%00b', '/%00', '/..%2f..%2fetc%2fpasswd', '/%c0%ae%c0%ae/etc/passwd',
  `/${'a'.repeat(9000)}`, `/${'%'.repeat(500)}`, '//%', '/?%', '/index.html%', '/%FF%FE', '/%u0000',
];

/** A raw HTTP/1.1 request, so the URL reaches the server byte for byte. */
function rawGet(port, target) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
    let data = '';
    socket.on('data', (chunk) => { data += chunk; });
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0)));
    socket.on('error', reject);
  });
}

describe('portal static server', () => {
  let dir;
  let server;
  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'sello-static-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Sello</title>');
    server = await startStaticServer({ port: 0, mounts: [{ prefix: '/', dir, spa: true }] });
  });
  after(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 20 malformed URLs with a 4xx and keeps serving', async () => {
    assert.equal(MALFORMED.length, 20);
    for (const target of MALFORMED) {
      const status = await rawGet(server.port, target);
      assert.ok(status >= 400 && status < 500, `${JSON.stringify(target.slice(0, 40))} answered ${status}`);
    }
    const response = await fetch(`${server.url}/noticias`);
    assert.equal(response.status, 200);
    assert.match(await response.text(), /<title>Sello<\/title>/);
  });
});
