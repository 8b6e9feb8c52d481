import type { AppointmentUpdateRequest } from '@/lib/schemas/appointment-schemas';
import type { Appointment } from '@/lib/schemas/dashboard-schemas';
import { useUpdateAppointment } from '@/features/appointments';

/** The update that moves (or resizes) an appointment, naming the version the calendar showed. */
export function moveRequest(appointment: Appointment, move: { start: Date; end: Date; allDay: boolean; participantContexts: string[] }): AppointmentUpdateRequest {
  return {
    context: appointment.context,
    title: appointment.title,
    description: appointment.description,
    appointmentType: appointment.appointmentType.text,
    allDay: move.allDay,
    startDate: move.start.toISOString(),
    endDate: move.end.toISOString(),
    participantContexts: move.participantContexts,
    ...(appointment.version === undefined ? {} : { version: appointment.version }),
  };
}

/** Drag and resize on the calendar save through the appointment update (409 when changed meanwhile). */
export const useMoveAppointment = useUpdateAppointment;
