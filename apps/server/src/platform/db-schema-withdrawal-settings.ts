/** The withdrawal settings table (migration 0022), kept apart from the finance tables' file. */
export interface WithdrawalSettingsTable {
  id: 'default';
  kyc_daily_limit: string;
  updated_at: Date;
}

export interface WithdrawalSettingsTables {
  withdrawal_settings: WithdrawalSettingsTable;
}
