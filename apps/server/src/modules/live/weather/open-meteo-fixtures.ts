/**
 * Open-Meteo's and Electricity Maps' answers as the real APIs shape them (test fixtures for the fake
 * provider server).
 */
export const FORECAST_PATH = '/v1/forecast';
export const AIR_PATH = '/v1/air-quality';
export const INTENSITY_PATH = '/v3/carbon-intensity/latest';
export const BREAKDOWN_PATH = '/v3/power-breakdown/latest';

/** /v1/forecast?latitude=47.37&longitude=8.54&current=... (Zürich on a November night). */
export const FORECAST_ZURICH = {
  latitude: 47.36869,
  longitude: 8.539183,
  generationtime_ms: 0.0591278076171875,
  utc_offset_seconds: 0,
  timezone: 'GMT',
  timezone_abbreviation: 'GMT',
  elevation: 409,
  current_units: {
    time: 'iso8601',
    interval: 'seconds',
    temperature_2m: '°C',
    apparent_temperature: '°C',
    relative_humidity_2m: '%',
    wind_speed_10m: 'km/h',
    pressure_msl: 'hPa',
    visibility: 'm',
    uv_index: '',
    weather_code: 'wmo code',
    is_day: '',
  },
  current: {
    time: '2026-11-26T02:45',
    interval: 900,
    temperature_2m: 3.4,
    apparent_temperature: 0.1,
    relative_humidity_2m: 87,
    wind_speed_10m: 7.6,
    pressure_msl: 1021.3,
    visibility: 24140,
    uv_index: 0,
    weather_code: 3,
    is_day: 0,
  },
};

/** /v1/air-quality?...&current=us_aqi,...,ragweed_pollen in Zürich in May (birch and grass in flower). */
export const AIR_ZURICH_MAY = {
  latitude: 47.4,
  longitude: 8.5,
  generationtime_ms: 0.24,
  utc_offset_seconds: 0,
  timezone: 'GMT',
  timezone_abbreviation: 'GMT',
  elevation: 409,
  current_units: {
    time: 'iso8601',
    interval: 'seconds',
    us_aqi: 'USAQI',
    european_aqi: 'EAQI',
    pm2_5: 'μg/m³',
    pm10: 'μg/m³',
    ozone: 'μg/m³',
    alder_pollen: 'grains/m³',
    birch_pollen: 'grains/m³',
    grass_pollen: 'grains/m³',
    mugwort_pollen: 'grains/m³',
    olive_pollen: 'grains/m³',
    ragweed_pollen: 'grains/m³',
  },
  current: {
    time: '2026-05-10T12:00',
    interval: 3600,
    us_aqi: 42,
    european_aqi: 28,
    pm2_5: 8.1,
    pm10: 12.4,
    ozone: 84,
    alder_pollen: 0,
    birch_pollen: 120.5,
    grass_pollen: 25,
    mugwort_pollen: 0,
    olive_pollen: 0.4,
    ragweed_pollen: 0,
  },
};

/** The same outside CAMS Europe's domain (New York): no pollen model there, so the kinds are null. */
export const AIR_NEW_YORK = {
  ...AIR_ZURICH_MAY,
  latitude: 40.7,
  longitude: -74,
  current: {
    time: '2026-05-10T12:00',
    interval: 3600,
    us_aqi: 61,
    european_aqi: 35,
    pm2_5: 14.2,
    pm10: 18,
    ozone: 70,
    alder_pollen: null,
    birch_pollen: null,
    grass_pollen: null,
    mugwort_pollen: null,
    olive_pollen: null,
    ragweed_pollen: null,
  },
};

/** GET /v3/carbon-intensity/latest?lat&lon */
export const INTENSITY_CH = {
  zone: 'CH',
  carbonIntensity: 45,
  datetime: '2026-11-26T02:00:00.000Z',
  updatedAt: '2026-11-26T02:31:04.215Z',
  createdAt: '2026-11-23T02:38:27.061Z',
  emissionFactorType: 'lifecycle',
  isEstimated: true,
  estimationMethod: 'TIME_SLICER_AVERAGE',
};

/** GET /v3/power-breakdown/latest?lat&lon (abridged breakdowns; the percentages as sent). */
export const BREAKDOWN_CH = {
  zone: 'CH',
  datetime: '2026-11-26T02:00:00.000Z',
  updatedAt: '2026-11-26T02:31:04.215Z',
  createdAt: '2026-11-23T02:38:27.061Z',
  powerConsumptionBreakdown: { nuclear: 2900, hydro: 2400, gas: 120, coal: 60, solar: 0, wind: 5, unknown: 30 },
  powerProductionBreakdown: { nuclear: 2950, hydro: 2600, gas: null, coal: null, solar: 0, wind: 6, unknown: 40 },
  powerImportBreakdown: { DE: 600, FR: 400 },
  powerExportBreakdown: { IT: 900 },
  fossilFreePercentage: 92,
  renewablePercentage: 49,
  powerConsumptionTotal: 5515,
  powerProductionTotal: 5596,
  powerImportTotal: 1000,
  powerExportTotal: 900,
  isEstimated: false,
  estimationMethod: null,
};
