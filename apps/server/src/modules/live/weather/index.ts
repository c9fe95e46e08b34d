/** Weather, air quality, pollen and carbon intensity (AIRA part 2): what other modules and app.ts use. */
export { createWeatherSources, type WeatherSources, type WeatherSourcesOptions } from './weather-sources.js';
export { weatherRoutes, type WeatherRoutesOptions } from './weather.routes.js';
export { OPEN_METEO_ATTRIBUTION } from './open-meteo.js';
export { cityGuideWeather, weatherSummary } from './city-guide-weather.js';
