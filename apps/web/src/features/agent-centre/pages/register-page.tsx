import { useT } from '../../../i18n/i18n.tsx';
import { Loading } from '../../../ui/empty.tsx';
import { McPage, McSection } from '../../../ui/page-kit.tsx';
import { useAgentCentre } from '../api/get-centre.ts';
import { CreateDownlineForm } from '../components/create-downline-form.tsx';
import { InvitationLinks } from '../components/invitation-links.tsx';

/** registerCenter: make a downline member or sub-agent, and the invitation links. */
export default function RegisterPage() {
  const t = useT();
  const centre = useAgentCentre().data;
  if (!centre) return <Loading />;
  return (
    <McPage titleKey="ac_register_centre">
      <McSection title={t('ac_create_downline')} id="ac-reg-create">
        <CreateDownlineForm canCreateAgents={centre.canCreateAgents} contractKinds={centre.contractKinds} />
      </McSection>
      <McSection title={t('ac_invitation_links')} id="ac-reg-links">
        <InvitationLinks canCreateAgents={centre.canCreateAgents} />
      </McSection>
    </McPage>
  );
}
