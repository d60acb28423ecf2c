import { parseSymbol } from '@halcyon/api';
import { useTranslation } from 'react-i18next';
import { MarketUnavailable, useMarketRefused } from '@/shared/markets/components/market-unavailable.tsx';
import { usePair } from '@/shared/markets/market-queries.ts';
import { useQuote } from '@/shared/markets/quote.ts';
import { usePageParams } from '@/shared/navigation/use-page-params.ts';
import { useChannels } from '@/shared/realtime/use-channel.ts';
import { Spinner } from '@/shared/ui/spinner.tsx';
import { TradeTypeChooser } from '@/shared/ui/trade-type-chooser.tsx';
import { ContractChart } from '../components/contract-chart.tsx';
import { ContractHistory } from '../components/contract-history.tsx';
import { ContractTicket } from '../components/contract-ticket.tsx';
import { OpenContracts } from '../components/open-contracts.tsx';
import { PairPicker } from '../components/pair-picker.tsx';
import { PriceHeader } from '../components/price-header.tsx';
import { useAvailableBalance, useContractConfig, useLoggedIn } from '../queries.ts';
import '../contract.css';

/** Shown when neither `?symbol=` nor the config names a pair. */
const FALLBACK_SYMBOL = 'BTC/USDT';

/** Which pair the page trades: `?symbol=` when valid, else the config's first pair. */
function chosenSymbol(param: string | undefined, symbols: readonly string[]) {
  return parseSymbol(param ?? '') ?? parseSymbol(symbols[0] ?? '') ?? parseSymbol(FALLBACK_SYMBOL);
}

/** Second contracts (issue 5): pick a pair, a period and an amount, then bet on up or down. */
export default function ContractPage() {
  const { t } = useTranslation();
  const params = usePageParams();
  const { config, usingDefaults } = useContractConfig();
  const loggedIn = useLoggedIn();
  const { available } = useAvailableBalance(config?.currency);
  const parsed = chosenSymbol(params.symbol, config?.symbols ?? []);
  const compact = parsed?.compact ?? 'BTCUSDT';
  const symbol = parsed?.symbol ?? FALLBACK_SYMBOL;
  const pair = usePair(compact);
  const quote = useQuote(symbol, pair.data);
  useChannels([`ticker.${compact}`]);
  const refused = useMarketRefused(compact);
  const marketOpen = quote?.marketOpen ?? pair.data?.session.open ?? true;
  // A pair reached from elsewhere (the spot screen's chooser, a link) may not be offered: said here, not
  // refused after the confirmation. The default config names no pairs, so it refuses none.
  const offered =
    !config || usingDefaults || config.symbols.some((entry) => parseSymbol(entry)?.compact === compact);

  return (
    <div className="hc-ct-page">
      <TradeTypeChooser active="contract" symbol={compact} />
      {usingDefaults ? (
        <p className="hc-ct-notice hc-ct-notice-warn" role="status">
          {t('contract.configDefaults')}
        </p>
      ) : null}
      <div className="hc-ct-top">
        <PairPicker symbols={config?.symbols ?? []} value={symbol} />
        <PriceHeader pair={pair.data} quote={quote} />
      </div>
      {refused ? (
        // A pair the server no longer knows: no price, chart or contract will come for it.
        <MarketUnavailable />
      ) : (
        <>
          <ContractChart key={compact} compact={compact} symbol={symbol} pair={pair.data} />
          {offered ? null : (
            <p className="hc-ct-notice hc-ct-notice-warn" role="status">
              {t('errors.CONTRACT_NOT_ENABLED', { symbol })}
            </p>
          )}
          {config ? (
            <ContractTicket
              key={`${compact}.${usingDefaults}`}
              config={config}
              compact={compact}
              symbol={symbol}
              canOpen={marketOpen && offered}
              loggedIn={loggedIn}
              available={available}
            />
          ) : (
            <div className="hc-ct-ticket hc-ct-ticket-loading" role="status">
              <Spinner />
              <span className="hc-visually-hidden">{t('common.loading')}</span>
            </div>
          )}
        </>
      )}
      {loggedIn ? (
        <>
          <OpenContracts />
          <ContractHistory />
        </>
      ) : (
        <p className="hc-ct-empty">{t('contract.loginToSee')}</p>
      )}
    </div>
  );
}
