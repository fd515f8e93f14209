import { useSearchParams } from 'react-router';
import { VerifyForm } from '../../features/house/components/verify-form.tsx';

/** /house/verify: recomputes a house round from its seeds in the browser (query prefills the form). */
export default function HouseVerifyPage() {
  const [q] = useSearchParams();
  return (
    <VerifyForm
      initial={{
        game: q.get('game') ?? '',
        server: q.get('server') ?? '',
        client: q.get('client') ?? '',
        nonce: q.get('nonce') ?? '0',
      }}
    />
  );
}
