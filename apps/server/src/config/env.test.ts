import { describe, expect, it } from 'vitest';
import { providerBudget } from './providers.js';
import { ConfigError, loadConfig } from './env.js';

describe('loadConfig', () => {
  it('runs with zero configuration on the embedded database', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATA_DIR_FSYNC).toBe(true); // durable unless told (README "Data")
    expect(loadConfig({ DATA_DIR_FSYNC: 'false' }).DATA_DIR_FSYNC).toBe(false);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.LOG_LEVEL).toBe('info');
  });

  it('names the variable that is invalid', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ MAP_TILES_URL: 'https://tiles.example.org/tile.png' })).toThrow(/\{z\}, \{x\} and \{y\}/);
    expect(() => loadConfig({ MAP_TILES_URL: 'ftp://tiles.example.org/{z}/{x}/{y}.png' })).toThrow(/MAP_TILES_URL/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('reads TRUST_PROXY as off, a proxy count or proxy addresses, never "trust everybody"', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toEqual({ hops: 1 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8,loopback' }).TRUST_PROXY).toEqual({
      ranges: ['10.0.0.0/8', '127.0.0.1', 'fd00::/8', 'loopback'],
    });
    // `true` let any visitor pick the address the rate limits count: refused with the way out.
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: .*1 behind one load balancer/);
    for (const bad of ['10.0.0.0/33', 'proxy.example.org', '11', '1.2.3.4/8/1', 'yes'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });

  it('refuses a header timeout longer than the request timeout', () => {
    expect(loadConfig({}).HEADERS_TIMEOUT_MS).toBeLessThanOrEqual(loadConfig({}).REQUEST_TIMEOUT_MS);
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '40000', REQUEST_TIMEOUT_MS: '30000' })).toThrow(
      /HEADERS_TIMEOUT_MS/,
    );
  });

  it('reads per-capability provider budgets, the defaults for capabilities not named', () => {
    const config = loadConfig({ PROVIDER_BUDGETS: 'llm=5/100, weather=2/500' });
    expect(config.PROVIDER_BUDGETS).toEqual({
      llm: { perSecond: 5, perDay: 100 },
      weather: { perSecond: 2, perDay: 500 },
    });
    expect(providerBudget(config, 'llm')).toEqual({ perSecond: 5, perDay: 100 });
    expect(providerBudget(config, 'tts')).toEqual({ perSecond: 10, perDay: 10_000 });
    expect(() => loadConfig({ PROVIDER_BUDGETS: 'llm=fast' })).toThrow(/PROVIDER_BUDGETS/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(8080);
  });
});
