import { redirect } from 'next/navigation';

// The dashboard's spec names /admin/blog; the sidebar's screen is /admin/blog-posts.
export default function AdminBlogPage() {
  redirect('/admin/blog-posts');
}
