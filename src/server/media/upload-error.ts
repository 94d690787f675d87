import 'server-only';
import type { UploadProblem } from '@/lib/upload-rules';

/** A refused upload: `title` and `description` are the toast the admin sees; `status` is the HTTP answer. */
export class UploadError extends Error {
  readonly title: string;
  readonly description: string;

  constructor(
    problem: UploadProblem,
    readonly status: 400 | 413 | 415,
  ) {
    super(problem.description);
    this.name = 'UploadError';
    this.title = problem.title;
    this.description = problem.description;
  }
}
