'use client';
import { adminFields } from '@/components/admin/form/fields';
import { MARKETING_LIMITS, type WebsiteSettingsInput } from '@/lib/schemas/settings';
import { SettingsCard } from '@/components/admin/settings/settings-card';

const Field = adminFields<WebsiteSettingsInput>();
const { abandonedFirstDelayMinutes, abandonedSecondDelayHours, reviewRequestDays, homeReviewsMinimum } = MARKETING_LIMITS;

// The Reminders and reviews card of Website Settings (docs/product.md section 11): when a shopper who left
// at checkout is reminded, when a buyer is asked for a review, and when the home page shows real reviews.
export function RemindersAndReviewsCard() {
  return (
    <SettingsCard
      title="Reminders and reviews"
      description="When shoppers who left at checkout are reminded, and when buyers are asked for a review. Shoppers who unsubscribed get neither."
    >
      <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-1 2xl:grid-cols-2">
        <Field.Text
          name="marketing.abandonedFirstDelayMinutes"
          label="First reminder after (minutes)"
          type="number"
          inputMode="numeric"
          maxLength={4}
          hint={`${abandonedFirstDelayMinutes.min} to ${abandonedFirstDelayMinutes.max.toLocaleString('en')} minutes after a signed-in shopper reached checkout without ordering.`}
        />
        <Field.Text
          name="marketing.abandonedSecondDelayHours"
          label="Second reminder after (hours)"
          type="number"
          inputMode="numeric"
          maxLength={3}
          hint={`${abandonedSecondDelayHours.min} to ${abandonedSecondDelayHours.max} hours after they reached checkout.`}
        />
        <Field.Text
          name="marketing.reviewRequestDays"
          label="Ask for a review after (days)"
          type="number"
          inputMode="numeric"
          maxLength={2}
          hint={`${reviewRequestDays.min} to ${reviewRequestDays.max} days after the order was delivered.`}
        />
        <Field.Text
          name="marketing.homeReviewsMinimum"
          label="Reviews needed on the home page"
          type="number"
          inputMode="numeric"
          maxLength={2}
          hint={`${homeReviewsMinimum.min} to ${homeReviewsMinimum.max}. With fewer approved 4- and 5-star reviews, the home page shows the shop’s own testimonials.`}
        />
      </div>
    </SettingsCard>
  );
}
