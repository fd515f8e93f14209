// Runs autocannon against a URL and returns requests per second and latency percentiles (ms).
import autocannon from 'autocannon';

export async function load({ url, headers = {}, connections = 50, duration = 10, method = 'GET', body }) {
  const r = await autocannon({ url, headers, connections, duration, method, body, pipelining: 1 });
  if (r.non2xx > 0 || r.errors > 0) {
    throw new Error(`${url}: ${r.non2xx} non-2xx answers and ${r.errors} errors out of ${r.requests.total}`);
  }
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, total: r.requests.total };
}

export function fmt(n, digits = 0) {
  return n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}
