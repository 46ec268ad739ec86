import { describe, expect, it } from 'vitest';
import { newsItem, T0 } from '@/tests/fixtures/items';
import { blankRuleForm, deliveryLine, describeFollowUp, describeMatch, FOLLOW_UP_TYPED_MAX, formFromRule, ruleFromForm, startLine } from './rule-form';

describe('rule form', () => {
  it('turns the editor fields into a rule and back', () => {
    const form = { ...blankRuleForm('r1'), coins: ' BTC, eth ,', keywords: 'listing', kinds: ['news' as const], hasCoins: 'yes' as const, action: 'notify-sound' as const, sound: 'chime' as const };
    const result = ruleFromForm(form);
    expect(result).toEqual({
      ok: true,
      rule: {
        id: 'r1',
        name: 'BTC eth · listing',
        enabled: true,
        action: 'notify-sound',
        sound: 'chime',
        match: { coins: ['BTC', 'eth'], keywords: ['listing'], kinds: ['news'], hasCoins: true },
      },
    });
    if (result.ok) expect(formFromRule(result.rule)).toMatchObject({ coins: 'BTC, eth', keywords: 'listing', hasCoins: 'yes', sound: 'chime' });
  });

  it('takes an importance level, describes it and reads it back; any level leaves it out', () => {
    const result = ruleFromForm({ ...blankRuleForm('r'), name: 'Big', minImportance: 4 });
    expect(result).toEqual({ ok: true, rule: { id: 'r', name: 'Big', enabled: true, action: 'notify', match: { minImportance: 4 } } });
    expect(result.ok && describeMatch(result.rule)).toBe('importance ≥ 4');
    if (result.ok) expect(formFromRule(result.rule).minImportance).toBe(4);
    expect(formFromRule({ id: 'x', name: 'x', enabled: true, action: 'feed', match: {} }).minImportance).toBeUndefined();
    expect(ruleFromForm({ ...blankRuleForm('r'), minImportance: 9 }).ok).toBe(false);
  });

  it('takes a follow-up threshold and span, reads them back; empty is none; past the bounds it is refused on its field', () => {
    const result = ruleFromForm({ ...blankRuleForm('r'), name: 'Moves', followUpPercent: '6,5', followUpSpan: '1m' });
    expect(result).toEqual({ ok: true, rule: { id: 'r', name: 'Moves', enabled: true, action: 'notify', followUp: { percent: 6.5, span: '1m' }, match: {} } });
    if (result.ok) expect(formFromRule(result.rule)).toMatchObject({ followUpPercent: '6.5', followUpSpan: '1m' });
    expect(result.ok && describeFollowUp(result.rule)).toBe(' · again at ≥ 6.5 % within 1 min');
    expect(ruleFromForm({ ...blankRuleForm('r'), followUpPercent: ' 5 % ' })).toMatchObject({ ok: true, rule: { followUp: { percent: 5, span: '5m' } } });
    for (const [typed, percent] of [['.5', 0.5], [',5', 0.5], ['5.', 5], ['100', 100], ['0.1', 0.1]] as const) {
      expect(ruleFromForm({ ...blankRuleForm('r'), followUpPercent: typed }), typed).toMatchObject({ ok: true, rule: { followUp: { percent } } });
    }
    const none = ruleFromForm({ ...blankRuleForm('r'), followUpPercent: '  ' });
    expect(none.ok && 'followUp' in none.rule).toBe(false);
    expect(none.ok).toBe(true);
    expect(formFromRule({ id: 'x', name: 'x', enabled: true, action: 'feed', match: {} })).toMatchObject({ followUpPercent: '', followUpSpan: '5m' });
    // Only decimals as written: hex, binary, exponents and signs are no threshold, whatever Number() makes of them.
    for (const typed of ['0.09', '100.1', '-5', 'abc', 'Infinity', '1e9', 'NaN', '5%%', '%', '0x10', '0b11', '1e1', '+5', '5.5.5', '１０', '5'.repeat(10_000), `5${' '.repeat(100_000)}5`, `5${' '.repeat(FOLLOW_UP_TYPED_MAX)}%`]) {
      expect(ruleFromForm({ ...blankRuleForm('r'), followUpPercent: typed })).toEqual({ ok: false, errors: { followUpPercent: 'A percentage from 0.1 to 100, or empty for none.' } });
    }
    expect(ruleFromForm({ ...blankRuleForm('r'), followUpPercent: '5', followUpSpan: '4h' as never }).ok).toBe(false);
  });

  it('refuses a broken regular expression on its field', () => {
    expect(ruleFromForm({ ...blankRuleForm('r'), pattern: '(unclosed' })).toEqual({ ok: false, errors: { pattern: expect.stringMatching(/^Newsflash cannot run this pattern \(missing closing \)/) } });
  });

  it('an empty rule matches every item and is named so', () => {
    const result = ruleFromForm(blankRuleForm('r'));
    expect(result.ok && result.rule).toMatchObject({ name: 'Every item', match: {} });
    expect(result.ok && describeMatch(result.rule)).toBe('every item');
  });

  it('describes what a rule matches', () => {
    const result = ruleFromForm({ ...blankRuleForm('r'), sources: 'Upbit', pattern: 'list', hasCoins: 'no' });
    expect(result.ok && describeMatch(result.rule)).toBe('from Upbit · matching /list/ · without coins');
  });

  it('takes notice kinds and signs, names the rule by its kinds, describes them and reads them back', () => {
    const result = ruleFromForm({ ...blankRuleForm('r'), notices: ['delisting', 'tag-added'], signs: ['-'] });
    expect(result).toEqual({ ok: true, rule: { id: 'r', name: 'Delisting, Warning tag added', enabled: true, action: 'notify', match: { notices: ['delisting', 'tag-added'], signs: ['-'] } } });
    expect(result.ok && describeMatch(result.rule)).toBe('Delisting/Warning tag added notices · effect −');
    if (result.ok) expect(formFromRule(result.rule)).toMatchObject({ notices: ['delisting', 'tag-added'], signs: ['-'] });
    expect(formFromRule({ id: 'x', name: 'x', enabled: true, action: 'feed', match: {} })).toMatchObject({ notices: [], signs: [] });
  });

  it('keeps a rule\'s colour, critical flag and sound-only delivery through the form', () => {
    const result = ruleFromForm({ ...blankRuleForm('r'), keywords: 'hack', action: 'sound', sound: 'chime', highlight: 'red', critical: true });
    expect(result.ok && result.rule).toMatchObject({ action: 'sound', sound: 'chime', highlight: 'red', critical: true });
    expect(result.ok && formFromRule(result.rule)).toMatchObject({ action: 'sound', highlight: 'red', critical: true });
  });

  it('the tester says the delivery and why: held back, breaking through, or the rule deciding', () => {
    expect(deliveryLine({ action: 'feed', ruleId: 'r', note: 'quiet hours' })).toBe('It would deliver: Feed only — held back: quiet hours.');
    expect(deliveryLine({ action: 'notify-sound', ruleId: 'r', note: 'critical' })).toBe('It would deliver: Notify with sound — critical, so it breaks through quiet hours or the mute.');
    expect(deliveryLine({ action: 'sound', ruleId: 'r' })).toBe('It would deliver: Sound only — this rule decides.');
  });

  it('the tester names the channels an item held back from the desktop still goes to', () => {
    expect(deliveryLine({ action: 'feed', ruleId: 'r', note: 'desktop', channels: 'alert' }, ['Phone', 'Team chat'])).toBe(
      'It would deliver: Feed only — held back: your desktop notifications choice. Also sent to: Phone, Team chat.',
    );
  });

  it('keeps "also notify when trading starts" through the form, and leaves it off a rule that does not ask', () => {
    const result = ruleFromForm({ ...blankRuleForm('r'), notices: ['spot-listing'], atStart: true });
    expect(result.ok && result.rule.atStart).toBe(true);
    expect(result.ok && formFromRule(result.rule).atStart).toBe(true);
    const plain = ruleFromForm({ ...blankRuleForm('r'), keywords: 'x' });
    expect(plain.ok && 'atStart' in plain.rule).toBe(false);
    expect(formFromRule({ id: 'x', name: 'x', enabled: true, action: 'feed', match: {} }).atStart).toBe(false);
  });

  it('the tester says when a rule would also notify at the start, or that no matched item states one ahead', () => {
    const rule = { id: 'r', name: 'r', enabled: true, action: 'notify' as const, atStart: true, match: {} };
    const listed = newsItem('a', { notice: { kind: 'spot-listing', coins: ['ARB'], markets: [], at: T0 + 3_600_000 } });
    expect(startLine(rule, [newsItem('plain'), listed], T0, (at) => String(at))).toBe(`It would also notify when trading starts: ${T0 + 3_600_000}.`);
    expect(startLine(rule, [listed], T0 + 7_200_000, String)).toBe('None of the matched items states a trading start in the next 30 days.');
    expect(startLine({ ...rule, atStart: false }, [listed], T0, String)).toBeUndefined();
  });
});
