/** The auth feature's public face: what other features may use. Everything else is internal. */
export { AccountArea } from './account-area.tsx';
export { openAuthDialog, useAuthDialog } from './auth-dialogs.ts';
export { SendCodeButton } from './components/send-code-button.tsx';
export { type FieldProblem, reasonProblem, ruleHint, serverFieldReasons } from './form-errors.ts';
export { useGate } from './use-gate.ts';
export { useMember } from './use-member.ts';
export { useWarningPopup } from './warning-popup.tsx';
