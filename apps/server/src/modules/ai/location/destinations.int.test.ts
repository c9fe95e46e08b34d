import { aiChatResponseSchema, type AiChatResponse } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';

const EINSIEDELN = { lat: 47.1266, lng: 8.7522 };
const LA_CHAUX_DE_FONDS = { lat: 47.0984, lng: 6.826 };
const STEIN_AM_RHEIN = { lat: 47.6595, lng: 8.8593 };
const GLARUS = { lat: 47.0409, lng: 9.0681 };
const VISP = { lat: 46.2941, lng: 7.8815 };
const BURGDORF = { lat: 47.0608, lng: 7.6218 };
const WAEDENSWIL = { lat: 47.2297, lng: 8.6717 };
const CAROUGE = { lat: 46.1843, lng: 6.1393 };

// Destinations as visitors name them: a feature alone ("the lake"), a name in other words.
describe('AIRA finds the destination a visitor means', () => {
  const ctx = useTestApp('pglite', { env: { AI_RATE_LIMIT_MAX: '1000' } });
  const ask = async (message: string, location: { lat: number; lng: number }): Promise<AiChatResponse> => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/ai/chat', payload: { message, location } });
    expect(res.statusCode, res.body).toBe(200);
    return aiChatResponseSchema.parse(res.json());
  };

  it('"the lake" is our nearest lake, not the first place called Lake something', async () => {
    const reply = await ask('How far is the lake from here?', EINSIEDELN);
    expect(reply.response).toMatch(/^Lake Sihl is /);
    expect(reply.response).not.toContain('Lake Geneva');
    expect(reply.sources.some((source) => source.url === '/place/sihlsee')).toBe(true);
  });

  it('a name in other words: every telling word of the question in one of our names', async () => {
    const reply = await ask("C'est loin le musée de l'horlogerie ?", LA_CHAUX_DE_FONDS);
    expect(reply.language).toBe('fr');
    expect(reply.sources.some((source) => source.url === '/place/musee-international-d-horlogerie')).toBe(true);
  });

  it('a name as a speech-to-text engine heard it, and where from said after it', async () => {
    const falls = await ask('how far is the dees back waterfall', GLARUS);
    expect(falls.sources.some((source) => source.url === '/place/diesbachfall')).toBe(true);
    const saasFee = await ask('come arrivo a saas fee da visp', VISP);
    expect(saasFee.language).toBe('it');
    expect(saasFee.isFallback).toBe(false);
    expect(saasFee.response).toContain('Saas-Fee');
  });

  it('a kind in a town: our place of that kind there, else no place of ours', async () => {
    const monastery = await ask('Come arrivo al monastero di Einsiedeln?', WAEDENSWIL);
    expect(monastery.sources.some((source) => source.url === '/place/kloster-einsiedeln')).toBe(true);
    const hospital = await ask("Dov'è l'ospedale di Carouge?", CAROUGE);
    expect(hospital.sources.some((source) => source.url.startsWith('/place/'))).toBe(false);
  });

  it('the town named with its canton in the directory ("Carouge GE") is here', async () => {
    const reply = await ask('Wie warm ist es gerade in Carouge?', CAROUGE);
    expect(reply.response).not.toMatch(/zu weit/);
  });

  it("another language's name of the town you are in is here, not elsewhere", async () => {
    const reply = await ask("Quelle est la qualité de l'air à Berthoud maintenant ?", BURGDORF);
    expect(reply.language).toBe('fr');
    expect(reply.response).not.toMatch(/trop loin/);
  });

  it('a lower-case word after "a" is no other place: the air here is answered or said to need a connection', async () => {
    const reply = await ask("Com'è la qualità dell'aria adesso? Posso andare a correre?", STEIN_AM_RHEIN);
    expect(reply.language).toBe('it');
    expect(reply.response).not.toMatch(/troppo lontano/);
  });
});
