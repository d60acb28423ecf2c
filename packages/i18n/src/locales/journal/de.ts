import type { JournalTexts } from './en.ts';

const journalDe: JournalTexts = {
  kinds: {
    'demo-grant': 'Startguthaben des Demokontos',
    'deposit-credited': 'Einzahlung gutgeschrieben',
    'withdrawal-frozen': 'Auszahlung beantragt: Betrag reserviert',
    'withdrawal-completed': 'Auszahlung abgeschlossen',
    'withdrawal-released': 'Auszahlung storniert: Reservierung aufgehoben',
    'spot-order-hold': 'Für eine offene Order reserviert',
    'spot-order-release': 'Order beendet: Reservierung aufgehoben',
    'spot-buy': 'Kauf {{symbol}} ausgeführt',
    'spot-sell': 'Verkauf {{symbol}} ausgeführt',
    swap: '{{from}} in {{to}} getauscht',
    'contract-open': 'Kontrakt {{reference}} eröffnet',
    'contract-won': 'Kontrakt {{reference}} gewonnen',
    'contract-lost': 'Kontrakt {{reference}} verloren',
    'contract-draw': 'Kontrakt {{reference}} unentschieden: Einsatz zurück',
    'contract-refund': 'Kontrakt {{reference}} erstattet',
    adjustment: 'Saldokorrektur',
  },
  references: {
    order: 'Order',
    trade: 'Trade',
    conversion: 'Tausch',
    contract: 'Kontrakt',
    deposit: 'Einzahlung',
    withdrawal: 'Auszahlung',
    account: 'Konto',
    adjustment: 'Korrektur',
  },
  copied: 'Referenz kopiert',
  copyReference: 'Referenz {{reference}} kopieren',
};

export default journalDe;
