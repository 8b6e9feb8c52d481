/** Spec 2 §3 Weather event: the weather that stops or slows field work on a day, shown on the schedule. */
export type WeatherEventType = 'Rain' | 'Snow' | 'Ice' | 'Extreme Heat' | 'Extreme Cold' | 'High Wind' | 'Thunderstorm';

export type WeatherTimeOfDay = 'All Day' | 'Morning' | 'Afternoon' | 'Evening';

export interface WeatherEvent {
  context: string;
  type: WeatherEventType;
  /** ISO date-time of the event (its day, and its hour when not All Day). */
  dateTime: string;
  timeOfDay: WeatherTimeOfDay;
  dateCreated: string;
}
