import type { Subscription } from '@/lib/auth/auth-schemas';

export interface SubscriptionNotice {
  severity: 'info' | 'warning' | 'error';
  message: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the subscription banner says, or null when the subscription needs no attention. */
export function subscriptionNotice(subscription: Subscription | null, today: Date = new Date()): SubscriptionNotice | null {
  if (!subscription) return null;
  switch (subscription.status) {
    case 'ACTIVE':
      return null;
    case 'TRIALING': {
      if (!subscription.trialEndsOn) return { severity: 'info', message: `You are trialing ${subscription.planName}.` };
      const [year = 0, month = 1, day = 1] = subscription.trialEndsOn.split('-').map(Number);
      const lastDay = Date.UTC(year, month - 1, day);
      const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
      const days = Math.max(0, Math.round((lastDay - todayUtc) / DAY_MS));
      if (days === 0) return { severity: 'warning', message: `Your ${subscription.planName} trial ends today.` };
      return {
        severity: days <= 3 ? 'warning' : 'info',
        message: `Your ${subscription.planName} trial ends in ${days} day${days === 1 ? '' : 's'}.`,
      };
    }
    case 'PAST_DUE':
      return { severity: 'error', message: 'Your subscription payment is past due. Please update your payment details to keep your account active.' };
    case 'CANCELED':
      return { severity: 'error', message: 'Your subscription has been cancelled. Renew it to keep using the product.' };
  }
}
