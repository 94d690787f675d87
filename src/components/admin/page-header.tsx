import { Spinner } from '@/components/ui/spinner';

/**
 * The top of every admin screen: its title, a line of help and the screen's main actions.
 * `updating`: the screen's list is being read again after a change (a spinner by the actions).
 */
export function AdminPageHeader({
  title,
  description,
  actions,
  updating = false,
}: {
  title: string;
  description?: string;
  actions?: React.ReactNode;
  updating?: boolean;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex flex-col gap-1">
        <h1 className="font-display text-3xl font-semibold text-foreground">{title}</h1>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? (
        <div className="flex flex-wrap gap-2">
          {updating ? <Spinner label="Updating the list" className="mr-1 size-5 self-center text-muted-foreground" /> : null}
          {actions}
        </div>
      ) : null}
    </div>
  );
}
