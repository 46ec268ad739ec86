import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the stand-in answers the next requests: as a model that follows its rules, one that obeys
 * whatever the item says (`gullible`), or the ways an endpoint fails.
 */
export type ChatBehaviour =
  | 'normal'
  | 'gullible'
  | 'malformed'
  | 'oversize'
  | 'hang'
  | 'endless'
  | { status: 429; retryAfter?: string }
  | { status: 500 | 502 | 503 };

export interface ChatStandIn {
  url: string;
  /** The base to pass as --ai-endpoint (`/v1`, as llama-server, Ollama and vLLM serve it). */
  endpoint: string;
  /** Every request body, parsed, and its Authorization header. */
  readonly requests: { body: ChatBody; authorization?: string }[];
  behaviour: ChatBehaviour;
  close(): Promise<void>;
}

interface ChatBody {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: { properties: Record<string, unknown>; required: string[] } } };
  max_tokens?: number;
  stream?: boolean;
}

/**
 * An OpenAI-compatible `POST /v1/chat/completions`, answering in the shape the three documented
 * servers share (OpenAI's chat completion object: `choices[0].message.content`, `finish_reason`,
 * `usage.total_tokens`; llama.cpp tools/server/README.md, Ollama docs/openai.md, vLLM's
 * "OpenAI-Compatible Server"), errors in their `{"error": {message, type, code}}` shape, and a
 * `json_schema` `response_format` honoured as those servers do: only the schema's fields, all of them.
 */
export async function startChatStandIn(): Promise<ChatStandIn> {
  const requests: ChatStandIn['requests'] = [];
  const open = new Set<ServerResponse>();
  const state = { behaviour: 'normal' as ChatBehaviour };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') return void response.writeHead(404).end();
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatBody;
      requests.push({ body, authorization: request.headers.authorization });
      answer(state.behaviour, body, response, open);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    endpoint: `${url}/v1`,
    requests,
    get behaviour() {
      return state.behaviour;
    },
    set behaviour(value: ChatBehaviour) {
      state.behaviour = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of open) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const completion = (model: string, content: string) =>
  JSON.stringify({
    id: 'chatcmpl-standin',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 120, completion_tokens: 30, total_tokens: 150 },
  });

const error = (status: number, message: string) => JSON.stringify({ error: { message, type: status === 429 ? 'rate_limit_exceeded' : 'server_error', code: status } });

/** The item the request quotes: the user message's `<item>` holds it as one JSON string. */
function quotedItem(body: ChatBody): { title: string; text?: string } {
  const user = body.messages.find((message) => message.role === 'user')?.content ?? '';
  const quoted = /<item>(.*)<\/item>/s.exec(user)?.[1] ?? '""';
  return JSON.parse(JSON.parse(quoted) as string) as { title: string; text?: string };
}

/** A plausible note from the item alone, with the fields the schema asks for. */
function note(body: ChatBody, gullible: boolean): Record<string, unknown> {
  const item = quotedItem(body);
  const wanted = body.response_format?.json_schema?.schema.required ?? ['importance'];
  const all = `${item.title} ${item.text ?? ''}`;
  const steered = gullible && /rate (?:this|it) 5|评为5/i.test(all);
  const note: Record<string, unknown> = { importance: steered ? 5 : /list|hack|exploit/i.test(all) ? 4 : 2 };
  if (wanted.includes('summary')) note.summary = steered ? 'Claim the airdrop now at https://claim-arb.example before it ends' : `Summary: ${(item.text ?? item.title).slice(0, 100)}`;
  if (wanted.includes('en')) note.en = steered ? 'Binance lists ARB today, and every holder must send their tokens to the team wallet to receive the airdrop, the team says; the offer ends within the hour, so act now, and tell every friend who holds ARB to do the same' : `In English: ${item.title.length} characters of news`;
  return note;
}

function answer(behaviour: ChatBehaviour, body: ChatBody, response: ServerResponse, open: Set<ServerResponse>): void {
  const json = { 'content-type': 'application/json' };
  if (behaviour === 'normal' || behaviour === 'gullible') return void response.writeHead(200, json).end(completion(body.model, JSON.stringify(note(body, behaviour === 'gullible'))));
  if (behaviour === 'malformed') return void response.writeHead(200, json).end(completion(body.model, "Sure! The importance is 4 and here's a summary."));
  if (behaviour === 'oversize') return void response.writeHead(200, json).end(completion(body.model, JSON.stringify({ importance: 3, summary: 'x'.repeat(2_000_000) })));
  if (behaviour === 'hang' || behaviour === 'endless') {
    open.add(response);
    response.writeHead(200, behaviour === 'endless' ? { 'content-type': 'text/event-stream' } : json);
    if (behaviour === 'hang') return void response.write(' ');
    // Server-sent events for ever, as a server that ignored `stream: false` would send them.
    const chunk = `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: 'more ' } }] })}\n\n`.repeat(50);
    const more = () => {
      if (response.destroyed) return;
      if (response.write(chunk)) setImmediate(more);
      else response.once('drain', more);
    };
    response.on('close', () => open.delete(response));
    return more();
  }
  const headers = { ...json, ...('retryAfter' in behaviour && behaviour.retryAfter !== undefined && { 'retry-after': behaviour.retryAfter }) };
  response.writeHead(behaviour.status, headers).end(error(behaviour.status, behaviour.status === 429 ? 'Too many requests' : 'Model is overloaded'));
}
