/** The record whose Schedule section lists appointments. */
export type AppointmentOwner = { kind: 'intake'; context: string } | { kind: 'job'; context: string };
