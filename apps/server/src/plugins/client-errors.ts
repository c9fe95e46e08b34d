import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode, ErrorEnvelope } from '@swiss/contract';
import type { ConnectionError, FastifyInstance } from 'fastify';

/** What Node's HTTP parser and timeouts refused, as the status and envelope a route would have sent. */
export function clientErrorEnvelope(errorCode: string): { status: number; code: ErrorCode; message: string } {
  switch (errorCode) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, code: 'REQUEST_TIMEOUT', message: 'The request did not arrive in time.' };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request chunk extensions are too large.' };
    default:
      return { status: 400, code: 'BAD_REQUEST', message: 'The request is not valid HTTP.' };
  }
}

/** Node's private link from a socket to the response being written on it, if any. */
interface SocketWithResponse extends Socket {
  _httpMessage?: { headersSent: boolean } | null;
}

/**
 * Fastify's `clientErrorHandler`: requests the HTTP parser refuses (431, 400) or that time out (408)
 * never reach a route, so the error handler cannot answer them; this writes the same JSON envelope
 * straight onto the socket, then closes it.
 */
export function clientErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  // A reset peer is gone; nothing to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, message } = clientErrorEnvelope(error.code);
  const requestId = randomUUID();
  // Hostile clients cause these at will: debug level keeps them out of the default logs. Only the
  // code: the error's rawPacket holds the request's bytes (cookies, tokens, what visitors typed).
  this.log.debug({ code: error.code, requestId, statusCode: status }, 'client error');
  // As Node does: answer only if nothing of a response was written on this socket yet, else the
  // client would read our bytes in the middle of another response.
  const inFlight = (socket as SocketWithResponse)._httpMessage;
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const envelope: ErrorEnvelope = { status: 'error', code, message, requestId };
  const body = JSON.stringify(envelope);
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'cache-control: no-store',
    'x-content-type-options: nosniff',
    `x-request-id: ${requestId}`,
    'connection: close',
  ];
  // end() then destroy once flushed: destroying at once could drop the answer the client has yet to read.
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
}
