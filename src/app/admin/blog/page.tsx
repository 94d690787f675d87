import { redirect } from 'next/navigation';

// docs/product.md's dashboard links to /admin/blog; the sidebar's screen is /admin/blog-posts.
export default function AdminBlogPage() {
  redirect('/admin/blog-posts');
}
