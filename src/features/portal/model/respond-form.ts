import { z } from 'zod';
import { PORTAL_COMMENTS_MAX, PORTAL_NAME_MAX, portalMessages, type PortalRespondRequest, type PortalResponseAction } from '@/lib/schemas/portal-schemas';

/** How the customer signs when accepting: drawn on the pad, or the typed name (the fallback). */
export type SignatureMode = 'draw' | 'type';

const signerName = z.string().trim().min(1, portalMessages.signerRequired).max(PORTAL_NAME_MAX, portalMessages.signerTooLong);

/** Accept: the terms accepted, the signer's name, and a drawn signature or the typed name. */
export const acceptFormSchema = z
  .object({
    acceptedTerms: z.boolean().refine((value) => value, portalMessages.termsRequired),
    signerName,
    signatureMode: z.enum(['draw', 'type']),
    signatureImage: z.string(),
    typedSignature: z.string().trim().max(PORTAL_NAME_MAX, portalMessages.signerTooLong),
  })
  .superRefine((values, context) => {
    if (values.signatureMode === 'draw' && !values.signatureImage) context.addIssue({ code: 'custom', path: ['signatureImage'], message: portalMessages.signatureRequired });
    if (values.signatureMode === 'type' && !values.typedSignature) context.addIssue({ code: 'custom', path: ['typedSignature'], message: portalMessages.signatureRequired });
  });
export type AcceptFormValues = z.infer<typeof acceptFormSchema>;

/** Request Changes and Reject: a comment and the name. */
export const commentFormSchema = z.object({
  comments: z.string().trim().min(1, portalMessages.commentsRequired).max(PORTAL_COMMENTS_MAX, portalMessages.commentsTooLong),
  signerName,
});
export type CommentFormValues = z.infer<typeof commentFormSchema>;

/** `optionId`: the good / better / best option accepted (issue 20), `null` without options. */
export function acceptRequest(token: string, values: AcceptFormValues, optionId: string | null = null): PortalRespondRequest {
  const drawn = values.signatureMode === 'draw';
  return {
    token,
    action: 'Accept',
    signerName: values.signerName.trim(),
    comments: '',
    signatureImage: drawn ? values.signatureImage : null,
    typedSignature: drawn ? '' : values.typedSignature.trim(),
    acceptedTerms: values.acceptedTerms,
    optionId,
  };
}

export function commentRequest(token: string, action: Exclude<PortalResponseAction, 'Accept'>, values: CommentFormValues): PortalRespondRequest {
  return { token, action, signerName: values.signerName.trim(), comments: values.comments.trim(), signatureImage: null, typedSignature: '', acceptedTerms: false };
}

export const responseTitles: Record<PortalResponseAction, string> = {
  Accept: 'Accept and Sign',
  RequestChanges: 'Request Changes',
  Reject: 'Reject Proposal',
};

export const thankYouMessages: Record<PortalResponseAction, string> = {
  Accept: 'Thank you! Your signed acceptance was sent. We will be in touch to schedule the work.',
  RequestChanges: 'Thank you! Your requested changes were sent. We will get back to you soon.',
  Reject: 'Thank you for letting us know. Your answer was sent.',
};
