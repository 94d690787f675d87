import type { Metadata } from 'next';
import { AuthCard } from '@/components/store/recovery/auth-card';
import { ForgotPasswordForm } from '@/app/(store)/auth/forgot-password/_components/forgot-password-form';

export const metadata: Metadata = { title: 'Forgot password', robots: { index: false, follow: false } };

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      eyebrow="Forgot password"
      title="Reset your password"
      description="Enter the email you signed up with. We'll send you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
