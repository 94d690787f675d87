import { getAuth } from '@/server/auth/auth';

// Better Auth's endpoints (sign-in, sign-up, sign-out, session, two-factor) under /api/auth/*.
export async function GET(request: Request) {
  return getAuth().handler(request);
}

export async function POST(request: Request) {
  return getAuth().handler(request);
}
