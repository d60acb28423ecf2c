import type { JournalTexts } from './en.ts';

const journalEs: JournalTexts = {
  kinds: {
    'demo-grant': 'Saldo inicial de la cuenta demo',
    'deposit-credited': 'Depósito acreditado',
    'withdrawal-frozen': 'Retiro solicitado: fondos retenidos',
    'withdrawal-completed': 'Retiro completado',
    'withdrawal-released': 'Retiro cancelado: fondos liberados',
    'spot-order-hold': 'Fondos retenidos por una orden abierta',
    'spot-order-release': 'Orden cerrada: fondos liberados',
    'spot-buy': 'Compra de {{symbol}} ejecutada',
    'spot-sell': 'Venta de {{symbol}} ejecutada',
    swap: 'Conversión de {{from}} a {{to}}',
    'contract-open': 'Contrato {{reference}} abierto',
    'contract-won': 'Contrato {{reference}} ganado',
    'contract-lost': 'Contrato {{reference}} perdido',
    'contract-draw': 'Contrato {{reference}} en empate: importe devuelto',
    'contract-refund': 'Contrato {{reference}} reembolsado',
    adjustment: 'Ajuste de saldo',
  },
  references: {
    order: 'orden',
    trade: 'operación',
    conversion: 'conversión',
    contract: 'contrato',
    deposit: 'depósito',
    withdrawal: 'retiro',
    account: 'cuenta',
    adjustment: 'ajuste',
  },
  copied: 'Referencia copiada',
  copyReference: 'Copiar referencia {{reference}}',
};

export default journalEs;
