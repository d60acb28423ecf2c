import type { JournalTexts } from './en.ts';

const journalKo: JournalTexts = {
  kinds: {
    'demo-grant': '데모 계정 초기 잔액',
    'deposit-credited': '입금 완료',
    'withdrawal-frozen': '출금 신청: 자금 동결',
    'withdrawal-completed': '출금 완료',
    'withdrawal-released': '출금 취소: 동결 해제',
    'spot-order-hold': '미체결 주문 자금 동결',
    'spot-order-release': '주문 종료: 동결 해제',
    'spot-buy': '{{symbol}} 매수 체결',
    'spot-sell': '{{symbol}} 매도 체결',
    swap: '{{from}} → {{to}} 전환',
    'contract-open': '계약 {{reference}} 주문',
    'contract-won': '계약 {{reference}} 수익',
    'contract-lost': '계약 {{reference}} 손실',
    'contract-draw': '계약 {{reference}} 무승부: 원금 반환',
    'contract-refund': '계약 {{reference}} 환불',
    adjustment: '잔액 조정',
  },
  references: {
    order: '주문',
    trade: '체결',
    conversion: '전환',
    contract: '계약',
    deposit: '입금',
    withdrawal: '출금',
    account: '계정',
    adjustment: '조정',
  },
  copied: '참조 번호를 복사했습니다',
  copyReference: '참조 번호 {{reference}} 복사',
};

export default journalKo;
