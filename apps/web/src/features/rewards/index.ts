/** The rewards feature's public face: what other features may use. Everything else is internal. */
export { DepositBonusChoice } from './components/deposit-bonus-choice.tsx';
export { forfeitAmountOf, WithdrawForfeitDialog } from './components/withdraw-forfeit-dialog.tsx';
