/** The withdrawal settings section of the finance settings page (the identity limit). */
export const withdrawalSettingsEn = {
  title: 'Identity verification limit',
  kycDailyLimit: 'Daily amount without verified identity (USDT)',
  hint: 'A person whose identity is not verified may withdraw up to this amount per UTC day (pending, processing and completed withdrawals on every network); above it the withdrawal is refused with a link to verify. Applies to the next withdrawal at once.',
  save: 'Save',
  saved: 'Withdrawal settings saved',
};
