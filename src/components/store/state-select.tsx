import { NativeSelect } from '@/components/ui/native-select';
import { NIGERIAN_STATES } from '@/lib/nigeria';

/** The 36 states and the FCT, for shipping and profile addresses. */
export function StateSelect(props: React.ComponentProps<'select'>) {
  return (
    <NativeSelect autoComplete="address-level1" {...props}>
      <option value="">Select a state</option>
      {NIGERIAN_STATES.map((state) => (
        <option key={state} value={state}>
          {state}
        </option>
      ))}
    </NativeSelect>
  );
}
