import { describe, expect, it } from 'vitest';
import { simplified } from './simplified';

describe('simplified', () => {
  it('reads traditional characters and Taiwan\'s phrases in simplified ones', () => {
    expect(simplified('關於暫停 XYZ 充提業務的公告')).toBe('关于暂停 XYZ 充提业务的公告');
    expect(simplified('網絡擁堵')).toBe('网络拥堵');
  });

  it('leaves simplified Chinese and every other script as written', () => {
    for (const text of ['币安将上线XYZ', 'Binance Will List Xyz (XYZ)', '지케이싱크(ZK) 거래지원 종료', 'Xyz（XYZ）の取扱廃止について', 'Binance удалит XYZ']) {
      expect(simplified(text)).toBe(text);
    }
  });
});
