/**
 * A tiny webhook receiver for `npm start` (#20): listens on 127.0.0.1, verifies every request with
 * the `standardwebhooks` package (the specification's own library, as an integrator would) and
 * prints the verified events.
 *
 *   npm run webhooks:listen -- --secret whsec_… [--secret whsec_…] [--port 4000] [--status 204]
 *
 * The secret is the one the subscription's create (or rotate-secret) answered; WEBHOOK_SECRET
 * works too. Subscribe it with `{"url": "http://127.0.0.1:4000/", "events": ["*"]}` (local
 * receivers are allowed by `npm start`). `--status 500` answers every delivery with a failure, to
 * watch the retries.
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { Webhook } from 'standardwebhooks';

const { values } = parseArgs({
  options: {
    secret: { type: 'string', multiple: true },
    port: { type: 'string', default: '4000' },
    status: { type: 'string', default: '204' },
  },
});

const secrets = values.secret?.length ? values.secret : process.env.WEBHOOK_SECRET ? [process.env.WEBHOOK_SECRET] : [];
if (secrets.length === 0) {
  process.stderr.write('webhooks:listen: usage: npm run webhooks:listen -- --secret whsec_… [--port 4000] [--status 204]\n');
  process.exit(2);
}
const verifiers = secrets.map((secret) => new Webhook(secret));
const answer = Number(values.status);

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : (v ?? '')]));
    let event: { type?: string; timestamp?: string; data?: unknown } | undefined;
    let reason = '';
    for (const verifier of verifiers) {
      try {
        event = verifier.verify(body, headers) as typeof event;
        break;
      } catch (error) {
        reason = (error as Error).message;
      }
    }
    if (!event) {
      console.log(`✗ refused ${headers['webhook-id'] ?? '(no webhook-id)'}: ${reason}`);
      res.writeHead(400).end();
      return;
    }
    console.log(`✓ ${event.type} ${headers['webhook-id']} at ${event.timestamp} (answered ${answer})`);
    console.log(JSON.stringify(event.data, null, 2));
    res.writeHead(answer).end();
  });
});

server.listen(Number(values.port), '127.0.0.1', () => {
  console.log(`listening on http://127.0.0.1:${values.port}/ (verifying with ${secrets.length} secret${secrets.length > 1 ? 's' : ''})`);
});
process.on('SIGINT', () => server.close(() => process.exit(0)));
