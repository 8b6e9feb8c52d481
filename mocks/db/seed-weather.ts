import { seededUuid } from './ids';
import { localTime } from './seed-helpers';
import type { WeatherEvent } from './types';

/** Weather on some days around `now` (issue 16): what the office plans field work around. */
export function seedWeatherEvents(now: Date): WeatherEvent[] {
  const rows: [dayOffset: number, hour: number, type: WeatherEvent['type'], timeOfDay: WeatherEvent['timeOfDay']][] = [
    [-5, 0, 'Rain', 'All Day'],
    [-2, 14, 'Thunderstorm', 'Afternoon'],
    [0, 7, 'High Wind', 'Morning'],
    [2, 0, 'Rain', 'All Day'],
    [6, 17, 'Ice', 'Evening'],
    [9, 0, 'Snow', 'All Day'],
    [13, 13, 'Extreme Cold', 'Afternoon'],
  ];
  const stamp = now.toISOString();
  return rows.map(([dayOffset, hour, type, timeOfDay], index) => ({
    context: seededUuid(`weather:${index + 1}`),
    type,
    dateTime: localTime(now, dayOffset, hour).toISOString(),
    timeOfDay,
    dateCreated: stamp,
  }));
}
