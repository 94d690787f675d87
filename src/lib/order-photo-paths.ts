// Where workshop and problem photos are uploaded, one picture a request (server actions take 1 MB
// at most). Apart from order-following.ts so the HTTP server's body limit imports no zod.
export const STAGE_PHOTO_UPLOAD_PATH = '/api/orders/stage-photos';
export const PROBLEM_PHOTO_UPLOAD_PATH = '/api/orders/problem-photos';
export const ORDER_PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';
