import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake served for one position (the cell the app asked for). */
export interface ServedWeather {
  lat: number;
  lng: number;
  temperatureC: number;
  europeanAqi: number;
  usAqi: number;
}

export interface FakeOpenMeteo {
  /** http://127.0.0.1:<port>, for OPEN_METEO_URL and OPEN_METEO_AIR_URL. */
  readonly origin: string;
  /** What was served for the position nearest to this point (within 0.05°), or what would be. */
  servedAt(lat: number, lng: number): ServedWeather;
  close(): Promise<void>;
}

/**
 * A value per position, different between positions and never a round number, so a reply holding
 * it can only have come from this server ("3.7 °C", not a guess like "10 °C").
 */
export function weatherFor(lat: number, lng: number): ServedWeather {
  const seed = Math.abs(Math.round(lat * 1000) * 7 + Math.round(lng * 1000) * 13);
  let tenths = (seed % 250) - 33;
  if (tenths % 10 === 0) tenths += 3;
  const europeanAqi = 11 + (seed % 53);
  return { lat, lng, temperatureC: tenths / 10, europeanAqi, usAqi: europeanAqi + 7 };
}

const FORECAST_UNITS = {
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
};

/**
 * Open-Meteo's forecast and air-quality APIs on 127.0.0.1, shaped as the real answers (see
 * modules/live/weather/open-meteo-fixtures.ts), with the values of weatherFor(). Every request is
 * remembered, so the checker knows what the engine was given.
 */
export async function startFakeOpenMeteo(): Promise<FakeOpenMeteo> {
  const served: ServedWeather[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const lat = Number(url.searchParams.get('latitude'));
    const lng = Number(url.searchParams.get('longitude'));
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) {
      response.writeHead(400, { 'content-type': 'application/json' }).end('{"error":true,"reason":"position"}');
      return;
    }
    const value = weatherFor(lat, lng);
    served.push(value);
    const time = new Date().toISOString().slice(0, 16);
    const common = { latitude: lat, longitude: lng, utc_offset_seconds: 0, timezone: 'GMT', elevation: 500 };
    let body: unknown;
    if (url.pathname === '/v1/forecast') {
      body = {
        ...common,
        current_units: FORECAST_UNITS,
        current: {
          time,
          interval: 900,
          temperature_2m: value.temperatureC,
          apparent_temperature: Math.round((value.temperatureC - 2.1) * 10) / 10,
          relative_humidity_2m: 71,
          wind_speed_10m: 9.4,
          pressure_msl: 1018.2,
          visibility: 24140,
          uv_index: 1.2,
          weather_code: 3,
          is_day: 1,
        },
      };
    } else if (url.pathname === '/v1/air-quality') {
      body = {
        ...common,
        current: {
          time,
          interval: 3600,
          us_aqi: value.usAqi,
          european_aqi: value.europeanAqi,
          pm2_5: 6.2,
          pm10: 9.8,
          ozone: 61,
          alder_pollen: 0,
          birch_pollen: 0,
          grass_pollen: 0,
          mugwort_pollen: 0,
          olive_pollen: 0,
          ragweed_pollen: 0,
        },
      };
    } else {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":true,"reason":"not found"}');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    servedAt(lat, lng) {
      let best: ServedWeather | undefined;
      let bestDistance = 0.05;
      for (const s of served) {
        const d = Math.max(Math.abs(s.lat - lat), Math.abs(s.lng - lng));
        if (d <= bestDistance) {
          best = s;
          bestDistance = d;
        }
      }
      return best ?? weatherFor(lat, lng);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
