import type { Words } from './words';

/** Korean phrases of Upbit's (and Bithumb's) notice titles, spaced both ways where the exchanges write both. */
export const KO: Words = {
  notListing: [],
  vote: ['투표'],
  postponed: ['연기'],
  tag: ['유의 종목', '유의종목', '투자유의', '투자 유의', '투자주의', '투자 주의', '주의 종목'],
  untag: ['해제'],
  delisting: ['거래지원 종료', '거래 지원 종료', '거래지원종료', '상장폐지', '상장 폐지', '마켓 제외', '마켓 지원 종료'],
  launch: ['프리마켓', '런치풀', '런치패드'],
  alpha: [],
  promotion: ['이벤트', '프로모션', '에어드랍 이벤트', '경품', '리워드', '캠페인', '수수료 무료', '페스티벌'],
  listing: ['신규 거래지원', '신규 거래 지원', '신규 상장', '거래지원 개시', '거래 지원 개시'],
  newMarkets: ['마켓 추가', '마켓 디지털 자산 추가'],
  adding: ['추가'],
  market: ['마켓'],
  spot: [],
  futures: ['선물', '무기한'],
  suspend: ['중단', '중지'],
  resume: ['재개', '(완료)'],
  integration: [],
  transfer: ['입출금', '입금', '출금'],
  network: ['네트워크 업그레이드', '하드포크', '메인넷', '토큰 스왑', '스왑', '리브랜딩', '티커 변경', '심볼 변경', '마이그레이션'],
};
