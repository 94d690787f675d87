'use server';
import { refresh } from 'next/cache';
import { defineAction } from '@/server/action';
import { requireUser, type SessionUser } from '@/server/auth/session';
import { profileSchema } from '@/lib/schemas/profile';
import { updateProfile, type Profile } from '../../update-profile';

/** My Account's profile form: a shopper can only ever change their own row. */
export const updateProfileAction = defineAction<typeof profileSchema, SessionUser, Profile>(
  {
    name: 'updateProfile',
    schema: profileSchema,
    authorize: requireUser,
    fallbackError: 'Failed to update profile. Please try again.',
  },
  async (values, user) => {
    const profile = await updateProfile(user.id, values);
    // The account heading shows the name: redraw the page with the new one.
    refresh();
    return profile;
  },
);
