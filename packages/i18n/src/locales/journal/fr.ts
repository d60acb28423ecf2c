import type { JournalTexts } from './en.ts';

const journalFr: JournalTexts = {
  kinds: {
    'demo-grant': 'Solde initial du compte démo',
    'deposit-credited': 'Dépôt crédité',
    'withdrawal-frozen': 'Retrait demandé : fonds bloqués',
    'withdrawal-completed': 'Retrait effectué',
    'withdrawal-released': 'Retrait annulé : fonds débloqués',
    'spot-order-hold': 'Fonds bloqués pour un ordre ouvert',
    'spot-order-release': 'Ordre clôturé : fonds débloqués',
    'spot-buy': 'Achat {{symbol}} exécuté',
    'spot-sell': 'Vente {{symbol}} exécutée',
    swap: 'Conversion de {{from}} en {{to}}',
    'contract-open': 'Contrat {{reference}} ouvert',
    'contract-won': 'Contrat {{reference}} gagné',
    'contract-lost': 'Contrat {{reference}} perdu',
    'contract-draw': 'Contrat {{reference}} à égalité : mise restituée',
    'contract-refund': 'Contrat {{reference}} remboursé',
    adjustment: 'Ajustement du solde',
  },
  references: {
    order: 'ordre',
    trade: 'transaction',
    conversion: 'conversion',
    contract: 'contrat',
    deposit: 'dépôt',
    withdrawal: 'retrait',
    account: 'compte',
    adjustment: 'ajustement',
  },
  copied: 'Référence copiée',
  copyReference: 'Copier la référence {{reference}}',
};

export default journalFr;
