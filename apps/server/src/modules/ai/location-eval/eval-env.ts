/**
 * The settings the evaluation runs under: weather from the fake Open-Meteo on 127.0.0.1, no LLM
 * (the offline engine), limits high enough for a whole run from one address.
 */
export function locationEvalEnv(weatherOrigin: string): Record<string, string> {
  return {
    WEATHER_PROVIDER: 'open-meteo',
    OPEN_METEO_URL: weatherOrigin,
    OPEN_METEO_AIR_URL: weatherOrigin,
    WEATHER_TIMEOUT_MS: '2000',
    RATE_LIMIT_MAX: '100000',
    AI_RATE_LIMIT_MAX: '100000',
    AI_ADDRESS_RATE_LIMIT_MAX: '100000',
    PROVIDER_BUDGETS: 'weather=100000/100000',
  };
}
