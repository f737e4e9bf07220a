import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** How long a refused client may go on sending after the answer: time for the answer to reach it and be read. */
const LINGER_MS = 2_000;

/**
 * Answers a request whose body is not (wholly) read, and closes its connection without resetting it under a client
 * that is still sending: a lingering close (RFC 9112 §9.6), as nginx does after its own 413.
 *
 * Why not Node's own close: told `Connection: close`, Node closes the socket as soon as the answer is handed to the
 * kernel. With the client's bytes still arriving, the kernel then resets the connection and drops what it had not yet
 * sent of the answer, and a client busy uploading gets "connection reset" instead of the 413 (tests/http/body-limit.test.ts
 * saw it on loopback). So the answer is written whole (its `Content-Length` makes it complete) but not ended through
 * Node; the connection is half-closed after it, what the client still sends is read and dropped (nothing is kept),
 * and after LINGER_MS, or as soon as the client closes, the connection is closed.
 */
export function answerThenClose(request: IncomingMessage, response: ServerResponse, status: number, headers: OutgoingHttpHeaders, body: Buffer | string): void {
  response.writeHead(status, { ...headers, 'Content-Length': Buffer.byteLength(body), Connection: 'close' });
  const hasBody = request.method !== 'HEAD' && Buffer.byteLength(body) > 0;
  // The head goes out with the body, in one write; an answer without a body sends its head alone.
  if (!hasBody) response.flushHeaders();
  response.write(hasBody ? body : '', () => {
    const { socket } = request;
    if (socket.destroyed) return;
    socket.end();
    request.resume();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    socket.once('close', () => clearTimeout(timer));
  });
  // Node holds a response's writes until the next tick (it corks the socket); `end()` would send them at once. Sent
  // now, so that the answer is out even if Node's parser then finds garbage after the request and drops the connection.
  response.socket?.uncork();
}
