import { onCallOperators, type RotaOperator, scheduledOperators } from './on-call';

const at = (time: string) => new Date(`2026-03-02T${time}:00Z`);
const operator = (memberId: string, extra: Partial<RotaOperator> = {}): RotaOperator => ({
  memberId,
  status: 'ACCEPTED',
  endDate: null,
  ...extra,
});
const anna = operator('anna');
const piotr = operator('piotr');
const ewa = operator('ewa');
const operators = [anna, piotr, ewa];
const ids = (list: RotaOperator[]) => list.map((o) => o.memberId);

describe('onCallOperators', () => {
  it('is every active operator when the rota is empty', () => {
    expect(ids(onCallOperators([], operators, at('12:00')))).toEqual(['anna', 'piotr', 'ewa']);
  });

  it('is the operators whose entry covers the moment', () => {
    const rota = [
      { memberId: 'anna', from: at('08:00'), to: at('16:00') },
      { memberId: 'piotr', from: at('16:00'), to: at('23:00') },
    ];
    expect(ids(onCallOperators(rota, operators, at('10:00')))).toEqual(['anna']);
    expect(ids(onCallOperators(rota, operators, at('20:00')))).toEqual(['piotr']);
  });

  it('counts the start in and the end out, so a hand-over has one operator on call', () => {
    const rota = [
      { memberId: 'anna', from: at('08:00'), to: at('16:00') },
      { memberId: 'piotr', from: at('16:00'), to: at('23:00') },
    ];
    expect(ids(onCallOperators(rota, operators, at('08:00')))).toEqual(['anna']);
    expect(ids(onCallOperators(rota, operators, at('16:00')))).toEqual(['piotr']);
    expect(ids(onCallOperators(rota, operators, new Date(at('16:00').getTime() - 1)))).toEqual([
      'anna',
    ]);
  });

  it('lists both operators of overlapping entries, and one operator once however many cover', () => {
    const rota = [
      { memberId: 'anna', from: at('08:00'), to: at('16:00') },
      { memberId: 'anna', from: at('12:00'), to: at('18:00') },
      { memberId: 'ewa', from: at('11:00'), to: at('13:00') },
    ];
    expect(ids(onCallOperators(rota, operators, at('12:30')))).toEqual(['anna', 'ewa']);
  });

  it('falls back to every active operator in a gap between entries', () => {
    const rota = [
      { memberId: 'anna', from: at('08:00'), to: at('10:00') },
      { memberId: 'piotr', from: at('14:00'), to: at('16:00') },
    ];
    expect(scheduledOperators(rota, operators, at('12:00'))).toEqual([]);
    expect(ids(onCallOperators(rota, operators, at('12:00')))).toEqual(['anna', 'piotr', 'ewa']);
  });

  it('leaves out an operator whose membership has ended or was deactivated', () => {
    const gone = [
      operator('anna', { endDate: at('09:00') }),
      operator('piotr', { status: 'DEACTIVATED' }),
      ewa,
    ];
    const rota = [
      { memberId: 'anna', from: at('08:00'), to: at('16:00') },
      { memberId: 'ewa', from: at('08:00'), to: at('16:00') },
    ];
    // Anna's entry still runs, but she left at nine.
    expect(ids(onCallOperators(rota, gone, at('08:30')))).toEqual(['anna', 'ewa']);
    expect(ids(onCallOperators(rota, gone, at('09:00')))).toEqual(['ewa']);
    expect(ids(onCallOperators([], gone, at('10:00')))).toEqual(['ewa']);
  });

  it('falls back to every active operator when only people who left are scheduled', () => {
    const rota = [{ memberId: 'piotr', from: at('08:00'), to: at('16:00') }];
    const list = [anna, operator('piotr', { status: 'DEACTIVATED' })];
    expect(ids(onCallOperators(rota, list, at('10:00')))).toEqual(['anna']);
  });

  it('ignores entries of people who are not among the operators', () => {
    const rota = [{ memberId: 'stranger', from: at('08:00'), to: at('16:00') }];
    expect(ids(onCallOperators(rota, [anna], at('10:00')))).toEqual(['anna']);
  });

  it('is nobody when the organization has no active operator at all', () => {
    expect(onCallOperators([], [operator('anna', { status: 'PENDING' })], at('10:00'))).toEqual([]);
  });
});
