import { useState } from 'react';
import { useErrorText } from '../../../ui/page-kit.tsx';

/** A form's submit: pending while it runs, then an error text (the server's message) or a success text. */
export function useSubmit() {
  const errorText = useErrorText();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [success, setSuccess] = useState<string | undefined>();
  return {
    pending,
    error,
    success,
    clear() {
      setError(undefined);
      setSuccess(undefined);
    },
    /** Shows a refusal found before asking the server. */
    fail(text: string) {
      setError(text);
      setSuccess(undefined);
    },
    async run(action: () => Promise<string | undefined>): Promise<boolean> {
      setPending(true);
      setError(undefined);
      setSuccess(undefined);
      try {
        setSuccess(await action());
        return true;
      } catch (e) {
        setError(errorText(e));
        return false;
      } finally {
        setPending(false);
      }
    },
  };
}
