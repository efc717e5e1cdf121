import net from 'node:net';

/**
 * A port the OS says is free right now (the test servers never listen on the fixed 3000-3004/4000),
 * other than `taken`: a port just handed out and released, not yet listened on, can be handed out
 * again (the bench's portal and API once got the same one).
 */
export async function freePort(taken = []) {
  for (;;) {
    const port = await anyFreePort();
    if (!taken.includes(port)) return port;
  }
}

/** `count` different free ports, for servers that start one after another. */
export async function freePorts(count) {
  const ports = [];
  while (ports.length < count) ports.push(await freePort(ports));
  return ports;
}

function anyFreePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
