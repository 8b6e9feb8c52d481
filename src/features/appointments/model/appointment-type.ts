/** Spec 2 §3: an appointment from an intake is an Estimate when the intake type is named Estimate, otherwise a Visit. */
export function appointmentTypeForIntake(intakeTypeText: string): 'Estimate' | 'Visit' {
  return intakeTypeText.trim().toLowerCase() === 'estimate' ? 'Estimate' : 'Visit';
}
